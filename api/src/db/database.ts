import { Kysely, type LogEvent, PostgresDialect } from 'kysely';
import pg from 'pg';
import { listenOnPostgres, type NoticeHandlers } from '../lib/pg-listener';
import { type ConnectionUse, countedSingleConnection } from '../metrics/counted-connections';
import { PGliteDialect } from './pglite-dialect';
import { PG_TYPES } from './numeric';
import { openPGlite } from './pglite-open';
import { type PGliteSession } from './pglite-session';
import { PGliteThread } from './pglite-thread';
import { type Database } from './schema';

export { openPGlite, type PGliteLibrary } from './pglite-open';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel: NOTIFYs of every session (PostgreSQL: every instance), delivered at
   * commit. Resolves once listening, to the function that stops; close() stops it too.
   */
  listen(channel: string, handlers: NoticeHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * Tells `observer` each query's time and, if it failed, its error (the metrics); returns the
   * function that stops. Absent from a handle a test puts together itself.
   */
  observeQueries?(observer: QueryObserver): () => void;
  /** How busy the connections are now: PostgreSQL's pool, or PGlite's one session. */
  connectionUse?(): ConnectionUse;
}

/** Hears a query's time in milliseconds, and its error if it failed. */
export type QueryObserver = (durationMs: number, error?: unknown) => void;

/**
 * Kysely's query log (its timing wraps each connection's queries) handed to the observers of
 * the moment: several apps may share one handle (tests), each with its own metrics.
 */
function queryLog(): { log: (event: LogEvent) => void; observe: (observer: QueryObserver) => () => void } {
  const observers = new Set<QueryObserver>();
  return {
    log: (event) => {
      const error = event.level === 'error' ? event.error : undefined;
      for (const observer of observers) observer(event.queryDurationMillis, error);
    },
    observe: (observer) => {
      observers.add(observer);
      return () => void observers.delete(observer);
    },
  };
}

/** Stops the listeners of a handle before the handle closes. */
function withListeners(
  open: (channel: string, handlers: NoticeHandlers) => Promise<() => Promise<void>>,
  closeDatabase: () => Promise<void>,
): Pick<DatabaseHandle, 'listen' | 'close'> {
  const stops = new Set<() => Promise<void>>();
  return {
    listen: async (channel, handlers) => {
      const stop = await open(channel, handlers);
      const once = async () => {
        if (stops.delete(once)) await stop();
      };
      stops.add(once);
      return once;
    },
    close: async () => {
      await Promise.all([...stops].map((stop) => stop()));
      await closeDatabase();
    },
  };
}

export type DatabaseTarget =
  /** A PostgreSQL server; `onConnectionError` hears of connections it drops (a restart). */
  | { kind: 'postgres'; url: string; poolSize?: number; onConnectionError?: (error: Error) => void }
  /**
   * Embedded PGlite: on disk in `dir`, in memory without it, optionally from a dumped data dir;
   * with `worker`, in a worker thread of its own, so that queries never hold up the caller's
   * event loop (`onConnectionError` hears if that worker dies: queries fail from then on).
   * Or a session already open (`pglite`: a PGlite instance or a PGliteThread).
   */
  | {
      kind: 'pglite';
      dir?: string;
      snapshot?: Blob;
      worker?: boolean;
      onConnectionError?: (error: Error) => void;
      pglite?: PGliteSession;
    };

type PGliteTarget = Extract<DatabaseTarget, { kind: 'pglite' }>;

function openPGliteSession(target: PGliteTarget): Promise<PGliteSession> {
  if (target.pglite) return Promise.resolve(target.pglite);
  if (!target.worker) return openPGlite(target.dir, target.snapshot);
  return PGliteThread.open({
    ...(target.dir ? { dir: target.dir } : {}),
    ...(target.snapshot ? { snapshot: target.snapshot } : {}),
    ...(target.onConnectionError ? { onCrash: target.onConnectionError } : {}),
  });
}

/** How long a query may wait for a connection (a new one, or a free one of a busy pool). */
export const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A pool that outlives PostgreSQL restarting. A connection that drops emits 'error' on its
 * client, whether idle in the pool or held between two queries of a transaction: with no
 * listener Node would end the process. Heard here, the pool discards the client, the request
 * that held it fails with the error (a 503: plugins/error-handler) and later queries open new
 * connections once the server is back. A server that cannot be reached answers within
 * CONNECT_TIMEOUT_MS, never leaving a request waiting.
 */
function postgresPool(url: string, max: number, onConnectionError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    types: PG_TYPES,
  });
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  return pool;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = postgresPool(target.url, target.poolSize ?? 10, target.onConnectionError ?? (() => {}));
    const queries = queryLog();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queries.log });
    const listen = (channel: string, handlers: NoticeHandlers) =>
      listenOnPostgres(target.url, channel, handlers);
    return {
      db,
      kind: 'postgres',
      ...withListeners(listen, () => db.destroy()),
      observeQueries: queries.observe,
      connectionUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const pglite = await openPGliteSession(target);
  const queries = queryLog();
  const session = countedSingleConnection(new PGliteDialect(pglite));
  const db = new Kysely<Database>({ dialect: session.dialect, log: queries.log });
  // One embedded session: its own NOTIFYs reach its listeners before the COMMIT's answer.
  const listen = async (channel: string, handlers: NoticeHandlers) => {
    const stop = await pglite.listen(channel, (payload) => handlers.notice(payload));
    return () => stop();
  };
  return {
    db,
    kind: 'pglite',
    ...withListeners(listen, () => db.destroy()),
    observeQueries: queries.observe,
    connectionUse: session.use,
  };
}
