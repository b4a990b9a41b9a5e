/** What a query answers: its rows as objects, and how many rows a write changed. */
export interface PGliteResult<R> {
  rows: R[];
  affectedRows?: number;
  fields?: { name: string; dataTypeID: number }[];
}

/**
 * One PGlite session, as the Kysely dialect and the database handle use it: a PGlite
 * instance on the caller's thread, or PGliteThread (pglite-thread.ts) with PGlite in a worker.
 * Whichever it is, it is one Postgres session: an open transaction, prepared statements and
 * LISTENs belong to every caller at once (the dialect hands it out under a lock).
 */
export interface PGliteSession {
  /** Resolves once the database is open; rejects if it could not be opened. */
  readonly waitReady: Promise<void>;
  /** True once closing (or, in a worker, once the worker has ended): queries fail. */
  readonly closed: boolean;
  /** Runs one statement; rows come as objects (PGlite's default row mode). */
  query<R>(sql: string, params?: unknown[]): Promise<PGliteResult<R>>;
  /**
   * LISTEN on a channel. The session's own NOTIFYs reach `callback` before the answer of the
   * statement that sent them (the COMMIT). Resolves once listening, to the function that stops.
   */
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
