import { type AppConfig, dataPaths } from '../config';
import { type DatabaseHandle, openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { writeCatalogueImages } from './seed/images/write-images';
import { type SeedResult, seedIfEmpty } from './seed/seed';

export interface BootstrapReport {
  migrations: string[];
  seeded: SeedResult | undefined;
  imagesWritten: number;
}

type Log = (message: string, details?: object) => void;

/** Opens the configured database (PGlite in dataDir unless DATABASE_URL is set). */
export function openConfiguredDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dir: dataPaths(config).pglite });
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
  const paths = dataPaths(config);
  const { written } = writeCatalogueImages(paths.images, paths.heroes);
  if (written > 0) log('catalogue images generated', { written, dir: paths.images });
  return { migrations, seeded, imagesWritten: written };
}
