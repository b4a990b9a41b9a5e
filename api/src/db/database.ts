import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import { type Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
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
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const pglite = target.pglite ?? (await openPGlite(target.dir, target.snapshot));
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
