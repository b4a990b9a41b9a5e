import { loadConfig } from '../config';
import { openConfiguredDatabase } from './bootstrap';
import { migrateToLatest } from './migrate';

// npm run db:migrate -w api: brings the configured database (PGlite in DATA_DIR, or
// DATABASE_URL) up to the latest migration. The server also does this on start.
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const ran = await migrateToLatest(database.db);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(ran.length > 0 ? `Migrated ${where}: ${ran.join(', ')}` : `${where} is up to date.`);
} finally {
  await database.close();
}
