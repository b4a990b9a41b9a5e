// A load's figures, whichever generator ran it: requests a second (answered or failed),
// latency percentiles in ms, failures and the requests sent.
import { type Result } from 'autocannon';
import { type PacedResult } from './paced-requests';
import { percentile } from './table';

export interface LoadFigures {
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
  total: number;
}

/** An autocannon run's: non-2xx answers, errors and timeouts count as failures. */
export function autocannonFigures(result: Result): LoadFigures {
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/** A paced run's (paced-requests.ts) over `seconds`, its percentiles to 0.1 ms. */
export function pacedFigures(result: PacedResult, seconds: number): LoadFigures {
  const total = result.latenciesMs.length + result.failures;
  const rounded = (p: number) => Math.round(percentile(result.latenciesMs, p) * 10) / 10;
  return { perSecond: total / seconds, p50: rounded(50), p99: rounded(99), failures: result.failures, total };
}
