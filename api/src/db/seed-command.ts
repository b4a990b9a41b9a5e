import { type AppConfig } from '../config';
import { type BootstrapReport, openConfiguredDatabase, prepareDatabase } from './bootstrap';
import { migrateToLatest } from './migrate';
import { resetCatalogue } from './seed/reset-catalogue';

export interface SeedOptions {
  /** Catalogue size. */
  products: number;
  /** Empty the catalogue (and what points at it) first. */
  reset: boolean;
}

/**
 * What `npm run db:seed` does: migrate (a fresh data folder has no tables yet), empty the
 * catalogue when asked, then seed an empty database and write the images.
 */
export async function runSeed(
  options: SeedOptions,
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'seedProducts'>,
): Promise<BootstrapReport> {
  const database = await openConfiguredDatabase(config);
  try {
    await migrateToLatest(database.db);
    if (options.reset) await resetCatalogue(database.db);
    return await prepareDatabase(database, { ...config, seedProducts: options.products });
  } finally {
    await database.close();
  }
}
