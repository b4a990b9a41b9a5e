// What the page benchmark uses of autocannon 9 beyond ../api-bench/autocannon.d.ts: an
// augmentation, whose interfaces merge into that declaration's `autocannon` namespace.
import 'autocannon';

declare module 'autocannon' {
  interface Options {
    /** Headers of every request (not of `requests` given their own). */
    headers?: Record<string, string>;
    /** Called with every answer's body; an answer it refuses counts as a mismatch. */
    verifyBody?: (body: string) => boolean;
  }
  interface Histogram {
    /** Requests sent (`requests` only; `total` counts the answers). */
    sent?: number;
  }
  interface Result {
    /** Answers `verifyBody` refused. */
    mismatches: number;
    /** Answers by status code. */
    statusCodeStats: Record<string, { count: number }>;
  }
}
