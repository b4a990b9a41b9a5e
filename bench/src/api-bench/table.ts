import { type Result } from 'autocannon';
import { type ThreadShares } from './thread-time';

export interface Row {
  name: string;
  result: Result;
  /** Issue 26's rotating traffic, with its own targets. */
  rotating?: boolean;
  /** The server's main thread over the load (Linux). */
  mainThread?: ThreadShares;
}

/** One database's run: its targets and the bare route measured right after them. */
export interface Run {
  database: string;
  rows: Row[];
  hello: Row;
}

/** Issue 11's targets, per target and database: a share of the bare route's throughput, and p99. */
export const TARGETS = {
  minShareOfBare: 0.25,
  maxP99Ms: 25,
  maxUncachedSearchP95Ms: 50,
  /** Issue 26: an uncached listing page on PostgreSQL. */
  maxUncachedListingP50Ms: 1,
};

/** Issue 26's targets on rotating traffic: PostgreSQL as issue 11's, embedded PGlite its own. */
export const ROTATING_TARGETS: Record<string, { minShareOfBare: number; maxP99Ms: number }> = {
  PostgreSQL: { minShareOfBare: 0.25, maxP99Ms: 25 },
  PGlite: { minShareOfBare: 0.15, maxP99Ms: 50 },
};

function targetsOf(row: Row, database: string) {
  return (row.rotating && ROTATING_TARGETS[database]) || TARGETS;
}

const pad = (text: string, width: number, right = true) =>
  right ? text.padStart(width) : text.padEnd(width);
const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const failures = (row: Row) => row.result.non2xx + row.result.errors + row.result.timeouts;

function cells(row: Row | undefined, run: Run, isHello: boolean): string[] {
  if (!row) return [pad('—', 9), pad('', 9), pad('', 9)];
  const share = row.result.requests.average / run.hello.result.requests.average;
  const p99 = row.result.latency.p99;
  const { minShareOfBare, maxP99Ms } = targetsOf(row, run.database);
  const met = isHello || (share >= minShareOfBare && p99 <= maxP99Ms && failures(row) === 0);
  return [
    pad(number(row.result.requests.average), 9),
    pad(`${number(share * 100, 1)} %`, 9),
    pad(`${number(p99, 1)}${isHello ? ' ' : met ? ' ✓' : ' ✗'}`, 9),
  ];
}

/**
 * One table, databases side by side: requests per second, that as a share of the bare
 * route of the same run, and p99 latency in ms; ✓ when a target meets both targets (and
 * answered only 2xx), ✗ otherwise. The fixed targets first, then the rotating ones.
 */
export function formatTable(runs: Run[]): string {
  const names = [runs[0]?.hello.name ?? 'bare', ...(runs[0]?.rows ?? []).map((row) => row.name)];
  const head1 = [pad('', 42, false), ...runs.map((run) => pad(run.database, 29, false))].join(' ');
  const head2 = [
    pad('target', 42, false),
    ...runs.map(() => [pad('req/s', 9), pad('vs bare', 9), pad('p99 ms', 9)].join(' ')),
  ].join(' ');
  const lines = [head1, head2, '-'.repeat(head2.length)];
  const firstRotating = names.findIndex((name) => runs[0]?.rows.find((row) => row.name === name)?.rotating);
  names.forEach((name, index) => {
    if (index === firstRotating) lines.push(pad('rotating, as shoppers and crawlers ask', 42, false));
    const columns = runs.map((run) => {
      const row = index === 0 ? run.hello : run.rows.find((candidate) => candidate.name === name);
      return cells(row, run, index === 0).join(' ');
    });
    lines.push([pad(name, 42, false), ...columns].join(' '));
  });
  const errors = runs.flatMap((run) =>
    run.rows.filter((row) => failures(row) > 0).map((row) => `${run.database} ${row.name}: ${failures(row)}`),
  );
  if (errors.length > 0) lines.push('', `non-2xx, errors or timeouts: ${errors.join('; ')}`);
  return lines.join('\n');
}

/** The p-th percentile (0–100) of some durations. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
