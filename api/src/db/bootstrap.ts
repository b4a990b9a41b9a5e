import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { type AppConfig, dataPaths } from '../config';
import { type DatabaseHandle, openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { lockPGliteDir, PGLITE_LOCK_FILE } from './pglite-lock';
import { writeCatalogueImages } from './seed/images/write-images';
import { type SeedResult, seedIfEmpty } from './seed/seed';

export interface BootstrapReport {
  migrations: string[];
  seeded: SeedResult | undefined;
  imagesWritten: number;
}

type Log = (message: string, details?: object) => void;

/**
 * Opens the configured database (PGlite in dataDir unless DATABASE_URL is set). PGlite runs in
 * a worker thread, off the event loop that serves HTTP; `onConnectionError` hears if that
 * worker dies, as it hears of PostgreSQL's dropped connections. PGlite is locked for this
 * process until the handle closes: a second process on the same data folder (a command while
 * the shop runs) gets PGliteInUseError instead of corrupting it.
 */
export async function openConfiguredDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  onConnectionError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  if (config.databaseUrl)
    return openDatabase({
      kind: 'postgres',
      url: config.databaseUrl,
      ...(onConnectionError ? { onConnectionError } : {}),
    });
  mkdirSync(config.dataDir, { recursive: true });
  const release = lockPGliteDir(join(config.dataDir, PGLITE_LOCK_FILE));
  // A process that exits without closing (process.exit) leaves no lock behind either.
  process.once('exit', release);
  try {
    const handle = await openDatabase({
      kind: 'pglite',
      dir: dataPaths(config).pglite,
      worker: true,
      ...(onConnectionError ? { onConnectionError } : {}),
    });
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          process.removeListener('exit', release);
          release();
        }
      },
    };
  } catch (error) {
    process.removeListener('exit', release);
    release();
    throw error;
  }
}

/** What first start needs and later starts skip quickly: migrations, seed data and images. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  config: Pick<AppConfig, 'dataDir' | 'seedProducts'>,
  log: Log = () => {},
): Promise<BootstrapReport> {
  const migrations = await migrateToLatest(handle.db);
  if (migrations.length > 0) log('database migrated', { migrations });
  const seeded = await seedIfEmpty(handle.db, config.seedProducts);
  if (seeded) log('database seeded', seeded);
  // PGlite runs no autovacuum: the visibility map that lets the sitemaps read ids and dates
  // from an index alone (migration 0029) is set here, and after a change of the schema or the
  // catalogue the planner's statistics (a search's plan on 100,000 products depends on them).
  if (handle.kind === 'pglite')
    await sql`vacuum ${sql.raw(migrations.length > 0 || seeded ? '(analyze) ' : '')}products`.execute(
      handle.db,
    );
  const paths = dataPaths(config);
  const { written } = writeCatalogueImages(paths.images, paths.heroes);
  if (written > 0) log('catalogue images generated', { written, dir: paths.images });
  return { migrations, seeded, imagesWritten: written };
}
