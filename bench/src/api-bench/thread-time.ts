// A process's main thread over a span of wall time: how much of it the thread ran and how much
// it waited, runnable, for a core (Linux's /proc/<pid>/task/<pid>/schedstat). At 64 connections
// a saturated server runs all the time; the wait is what the machine's other work (the load
// generator, the database, the collector's threads) took from it.
import { readFileSync } from 'node:fs';

export interface ThreadShares {
  /** Share of the span the thread ran (0–1). */
  ran: number;
  /** Share of the span the thread was runnable and waited for a core (0–1). */
  waited: number;
}

interface Reading {
  runNs: number;
  waitNs: number;
  at: number;
}

function read(pid: number): Reading | undefined {
  try {
    const [runNs, waitNs] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8')
      .trim()
      .split(' ')
      .map(Number);
    return { runNs: runNs!, waitNs: waitNs!, at: performance.now() };
  } catch {
    return undefined; // not Linux, or the process has gone
  }
}

/** Starts a span; the returned function ends it (undefined where schedstat cannot be read). */
export function threadSpan(pid: number | undefined): () => ThreadShares | undefined {
  const start = pid === undefined ? undefined : read(pid);
  return () => {
    const end = start && read(pid!);
    if (!start || !end) return undefined;
    const spanNs = (end.at - start.at) * 1e6;
    return { ran: (end.runNs - start.runNs) / spanNs, waited: (end.waitNs - start.waitNs) / spanNs };
  };
}

export const describeShares = (shares: ThreadShares) =>
  `main thread ran ${(shares.ran * 100).toFixed(0)} %, waited for a core ${(shares.waited * 100).toFixed(0)} %`;
