// Requests sent on a schedule, one every 1000 / rate ms whatever the answers do (an open loop,
// as shoppers arrive), each timed from when it was due to its answer's end: a server that
// stalls is charged for every request it held back.
//
// autocannon's `overallRate` is not that: each connection sends its share of a second's
// requests back to back, then waits for the next second, so "2,000 a second" is a burst at
// full speed every second; and with a rate it "corrects" each latency as if requests were due
// every Math.ceil(1 / rate) = 1 ms, recording a 40 ms answer as 40 samples (40, 39, … 1 ms),
// which lets a few slow answers make the p99.
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { type LoadFigures, pacedFigures } from './load-figures';
import { type Target } from './targets';
import { pathPicker } from './varied-requests';

export interface PacedLoad {
  origin: string;
  /** The next path to ask (a fixed one, or a rotation). */
  nextPath: () => string;
  headers?: Record<string, string>;
  rate: number;
  seconds: number;
  connections: number;
}

export interface PacedResult {
  /** Milliseconds from each request's due time to its answer's end, in the order answered. */
  latenciesMs: number[];
  failures: number;
}

/** How often the scheduler wakes to send what has fallen due. */
const TICK_MS = 2;

export async function pacedRequests(load: PacedLoad): Promise<PacedResult> {
  const pool = new Pool(load.origin, { connections: load.connections, pipelining: 1 });
  const result: PacedResult = { latenciesMs: [], failures: 0 };
  const intervalMs = 1000 / load.rate;
  const total = Math.round(load.rate * load.seconds);
  const start = performance.now();
  let sent = 0;
  let inFlight = 0;
  let drained: (() => void) | undefined;
  const settle = () => {
    inFlight -= 1;
    if (inFlight === 0) drained?.();
  };
  // dispatch() with a bare handler, not request(): no body stream per answer, so the load
  // generator, which shares the machine's cores with the server, spends little on each.
  const send = (dueAt: number) => {
    let status = 0;
    inFlight += 1;
    pool.dispatch(
      { method: 'GET', path: load.nextPath(), ...(load.headers ? { headers: load.headers } : {}) },
      {
        onRequestStart: () => {},
        onResponseStart: (_controller, statusCode) => {
          status = statusCode;
        },
        onResponseData: () => {},
        onResponseEnd: () => {
          if (status >= 400) result.failures += 1;
          else result.latenciesMs.push(performance.now() - dueAt);
          settle();
        },
        onResponseError: () => {
          result.failures += 1;
          settle();
        },
      },
    );
  };
  try {
    while (sent < total) {
      const now = performance.now();
      while (sent < total && start + sent * intervalMs <= now) {
        send(start + sent * intervalMs);
        sent += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    }
    if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
  } finally {
    await pool.close();
  }
  return result;
}

/** A bench target's paths (its rotation, or its one path) at `rate` a second, and the run's figures. */
export async function pacedTargetLoad(
  baseUrl: string,
  target: Target,
  { rate, seconds, connections }: { rate: number; seconds: number; connections: number },
): Promise<LoadFigures> {
  const result = await pacedRequests({
    origin: baseUrl,
    nextPath: target.varied ? pathPicker(target.varied) : () => target.path,
    rate,
    seconds,
    connections,
  });
  return pacedFigures(result, seconds);
}
