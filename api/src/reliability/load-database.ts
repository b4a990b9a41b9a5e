import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../db/seed/seed';

// The database of one load or fault run: created on the DATABASE_URL server under a name of
// its own (load_<random>), migrated and seeded, and dropped afterwards, so a run never
// touches another one's data (nor the tests', nor a shop's).

export interface LoadDatabase {
  /** The run database's own URL, for the API instances. */
  url: string;
  name: string;
  /** A pool of the test's own, to set the scene and count what happened. */
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/** Products seeded: the crowd buys one; a small catalogue keeps the seed under a second. */
const SEED_PRODUCTS = 24;

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export async function createLoadDatabase(serverUrl: string): Promise<LoadDatabase> {
  const name = `load_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const url = target.toString();
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  await migrateToLatest(handle.db);
  await seedIfEmpty(handle.db, SEED_PRODUCTS);
  return {
    url,
    name,
    handle,
    drop: async () => {
      await handle.close();
      // Forced: a killed instance's sessions may still be closing.
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}
