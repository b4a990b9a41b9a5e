import { type Kysely, sql } from 'kysely';
import { type Database } from '../schema';
import { type CatalogueCounts, seedCatalogue } from './seed-catalogue';
import { seedCoupons } from './seed-coupons';

// Any fixed number: held for the transaction so two instances starting together on one
// PostgreSQL seed it once.
const SEED_LOCK = 727_001;

export interface SeedResult extends CatalogueCounts {
  coupons: number;
}

export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('collections').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Seeds catalogue and coupons when the database has none; undefined when it already had them. */
export async function seedIfEmpty(
  db: Kysely<Database>,
  productCount?: number,
): Promise<SeedResult | undefined> {
  const seeded = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await isSeeded(trx)) return undefined;
    const catalogue = await seedCatalogue(trx, productCount);
    const coupons = await seedCoupons(trx);
    return { ...catalogue, coupons };
  });
  // Fresh statistics for the planner, and a visibility map so counts and price spans are
  // index-only scans. PGlite runs no autovacuum, so without this it would never happen.
  if (seeded) await sql`vacuum analyze`.execute(db);
  return seeded;
}
