// `node --import tsx bench/src/catalogue-plans.ts`: the plan and time of every catalogue read
// (EXPLAIN ANALYZE) on the benchmark's 100,000-product catalogue, in data/bench-api-<n>
// (made by `npm run bench:api`; the API must not be running on it), or on
// BENCH_DATABASE_URL. What api/README.md's "Query plans" shows.
import path from 'node:path';
import { openDatabase } from '../../api/src/db/database';
import { migrateToLatest } from '../../api/src/db/migrate';
import { describePlan, explain, recordCatalogueQueries } from '../../api/src/modules/catalog/query-plans';
import { REPO_ROOT } from '../../tooling/testing/shop-process';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;

async function main(): Promise<void> {
  const handle = DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: DATABASE_URL })
    : await openDatabase({
        kind: 'pglite',
        dir: path.join(REPO_ROOT, 'data', `bench-api-${PRODUCTS}`, 'pglite'),
      });
  try {
    await migrateToLatest(handle.db);
    console.log(`Catalogue reads on ${handle.kind} (${PRODUCTS.toLocaleString('en-US')} products)\n`);
    for (const query of await recordCatalogueQueries(handle.db)) {
      const plan = await explain(handle.db, query, true);
      console.log(`${query.read}\n  ${query.sql}\n${describePlan(plan, 2).join('\n')}\n`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
