/**
 * How long a client may hold a socket (issue 13, 5.3): a body that never finishes, headers
 * sent a byte at a time or an idle keep-alive connection cannot keep one open. Node checks
 * the request and header deadlines every `checkIntervalMs`, so they hold to within that.
 */
export interface ServerTimeouts {
  /** Headers and body of one request must have arrived by then: else a 408 and the socket closes. */
  requestMs: number;
  /** The headers alone (Slowloris). */
  headersMs: number;
  /** A socket on which nothing moves, either way, for this long is closed. */
  idleMs: number;
  /** An idle keep-alive connection between requests. */
  keepAliveMs: number;
  checkIntervalMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: 30_000,
  headersMs: 15_000,
  idleMs: 60_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 2_000,
};
