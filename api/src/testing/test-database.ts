import { createHash, type Hash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as PGliteModule from '@electric-sql/pglite';
import type * as PgTrgm from '@electric-sql/pglite/contrib/pg_trgm';
import type * as Unaccent from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { type DatabaseHandle, openDatabase, openPGlite, type PGliteLibrary } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../db/seed/seed';
import { nodeRequire } from './node-require';

// Which database the API tests run on: jest.config.ts sets __TEST_DATABASE_URL__ to ''
// for the `api` project (embedded PGlite) and to DATABASE_URL for `api-postgres`.

declare global {
  var __TEST_DATABASE_URL__: string | undefined;
}

// PGlite reads its wasm, data bundle and extensions with dynamic import(): loaded outside Jest.
const pgliteLibrary = (): PGliteLibrary => ({
  PGlite: (nodeRequire('@electric-sql/pglite') as typeof PGliteModule).PGlite,
  extensions: {
    pg_trgm: (nodeRequire('@electric-sql/pglite/contrib/pg_trgm') as typeof PgTrgm).pg_trgm,
    unaccent: (nodeRequire('@electric-sql/pglite/contrib/unaccent') as typeof Unaccent).unaccent,
  },
});

const DB_SOURCE_DIR = fileURLToPath(new URL('../db', import.meta.url));
const SNAPSHOT_DIR = join(tmpdir(), 'shop-api-test-snapshots');

export function testDatabaseUrl(): string | undefined {
  return globalThis.__TEST_DATABASE_URL__ || undefined;
}

function hashSources(dir: string, hash: Hash): Hash {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) hashSources(path, hash);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) hash.update(name).update(readFileSync(path));
  }
  return hash;
}

/** A hash of the migrations and seed code: a changed schema or seed makes a new snapshot. */
const schemaFingerprint = () => hashSources(DB_SOURCE_DIR, createHash('sha256')).digest('hex').slice(0, 16);

/**
 * PGlite from a migrated, seeded snapshot (made once per schema version, then reused by
 * every test file: loading it takes well under a second, building it several seconds).
 */
async function openSeededPGlite(worker: boolean): Promise<DatabaseHandle> {
  const file = join(SNAPSHOT_DIR, `seeded-${schemaFingerprint()}.tar.gz`);
  if (!existsSync(file)) {
    const pglite = await openPGlite(undefined, undefined, pgliteLibrary());
    const building = await openDatabase({ kind: 'pglite', pglite });
    await migrateToLatest(building.db);
    await seedIfEmpty(building.db);
    const dump = await pglite.dumpDataDir('gzip');
    await building.close();
    mkdirSync(SNAPSHOT_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  const snapshot = new Blob([readFileSync(file)]);
  // In its worker thread PGlite loads as the server loads it, outside Jest's sandbox.
  if (worker) return openDatabase({ kind: 'pglite', snapshot, worker: true });
  return openDatabase({ kind: 'pglite', pglite: await openPGlite(undefined, snapshot, pgliteLibrary()) });
}

/** Waits (up to 5 s) until no session is connected to the database. */
async function waitForNoConnections(admin: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A fresh database on the PostgreSQL server, dropped again by close(): test files never collide. */
async function openFreshPostgres(url: string): Promise<DatabaseHandle> {
  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 4 });
  await migrateToLatest(handle.db);
  await seedIfEmpty(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      // The pool's end resolves once it has asked its clients to end, not once they have: a
      // forced drop meanwhile would kill one, whose error the ended pool would throw unheard.
      await waitForNoConnections(cleanup, name);
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A migrated and seeded database for one test file; close it in afterAll. PGlite runs in
 * process unless `worker`: in a worker thread, as the server runs it.
 */
export function openTestDatabase({ worker = false }: { worker?: boolean } = {}): Promise<DatabaseHandle> {
  const url = testDatabaseUrl();
  return url ? openFreshPostgres(url) : openSeededPGlite(worker);
}
