// `node --import tsx bench/src/catalogue-plans.ts`: the plan and time of every catalogue read
// (EXPLAIN ANALYZE) on the benchmark's 100,000-product catalogue, in data/bench-api-<n>
// (made by `npm run bench:api`; the API must not be running on it), or on
// BENCH_DATABASE_URL. What api/README.md's "Query plans" shows. Each read runs once to warm
// the caches, then BENCH_PLAN_RUNS times (7 unless told): it prints the best and the median
// execution time, and the last run's plan (the machine is shared: one run may wait for a CPU).
import path from 'node:path';
import { migrateToLatest, openDatabase } from 'api';
import { describePlan, explainQuery, recordCatalogueQueries } from 'api/query-plans';
import { REPO_ROOT } from 'tooling-testing/shop-process';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const RUNS = Math.max(1, Number(process.env.BENCH_PLAN_RUNS ?? 7));

async function main(): Promise<void> {
  const handle = DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: DATABASE_URL })
    : await openDatabase({
        kind: 'pglite',
        dir: path.join(REPO_ROOT, 'data', `bench-api-${PRODUCTS}`, 'pglite'),
      });
  try {
    const started = performance.now();
    const migrated = await migrateToLatest(handle.db);
    if (migrated.length > 0)
      console.log(
        `Migrated ${migrated.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    console.log(`Catalogue reads on ${handle.kind} (${PRODUCTS.toLocaleString('en-US')} products)\n`);
    for (const query of await recordCatalogueQueries(handle.db)) {
      const times: number[] = [];
      let explained = await explainQuery(handle.db, query, true);
      for (let run = 0; run < RUNS; run++) {
        explained = await explainQuery(handle.db, query, true);
        times.push(explained['Execution Time'] ?? Number.NaN);
      }
      times.sort((a, b) => a - b);
      const best = times[0]!.toFixed(3);
      const median = times[Math.floor(times.length / 2)]!.toFixed(3);
      console.log(
        `${query.read}: ${best} ms best, ${median} ms median of ${RUNS}\n  ${query.sql}\n` +
          `${describePlan(explained.Plan, 2).join('\n')}\n`,
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
