import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { listenOnPostgres, type NoticeHandlers } from '../lib/pg-listener';
import { PGliteDialect } from './pglite-dialect';
import { type Database } from './schema';

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
  /** A PostgreSQL server. */
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** Embedded PGlite: on disk in `dir`, in memory without it, optionally from a dumped data dir, or one already open. */
  | { kind: 'pglite'; dir?: string; snapshot?: Blob; pglite?: PGlite };

/** The PGlite class and the contrib extensions the migrations create. */
export interface PGliteLibrary {
  PGlite: typeof PGlite;
  extensions: { pg_trgm: typeof pg_trgm; unaccent: typeof unaccent };
}

const BUNDLED: PGliteLibrary = { PGlite, extensions: { pg_trgm, unaccent } };

export async function openPGlite(
  dir?: string,
  snapshot?: Blob,
  library: PGliteLibrary = BUNDLED,
): Promise<PGlite> {
  if (dir) mkdirSync(dir, { recursive: true });
  return library.PGlite.create(dir ?? 'memory://', {
    extensions: library.extensions,
    // On Node's file system PGlite writes straight to the files and its post-query sync
    // is a no-op; not awaiting it only saves a lock round per query.
    relaxedDurability: true,
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const listen = (channel: string, handlers: NoticeHandlers) =>
      listenOnPostgres(target.url, channel, handlers);
    return { db, kind: 'postgres', ...withListeners(listen, () => db.destroy()) };
  }
  const pglite = target.pglite ?? (await openPGlite(target.dir, target.snapshot));
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  // One embedded session: its own NOTIFYs reach its listeners before the COMMIT's answer.
  const listen = async (channel: string, handlers: NoticeHandlers) => {
    const stop = await pglite.listen(channel, (payload) => handlers.notice(payload));
    return () => stop();
  };
  return { db, kind: 'pglite', ...withListeners(listen, () => db.destroy()) };
}
