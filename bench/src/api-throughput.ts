// `npm run bench:api`: requests per second and p99 latency of the API's catalogue reads at 64
// connections on a 100,000-product catalogue — fixed targets (two listing pages, a product, a
// collection, sales and a search mix of 60 queries) and rotating ones as real traffic asks
// (api-bench/rotating-targets.ts: every category × page × sort × price range, searches,
// sales, products and a mix) — beside a bare Fastify route measured right after them, as a
// share of it; on embedded PGlite and, with BENCH_DATABASE_URL=postgres://…, on PostgreSQL
// too, side by side. Each API is measured once up (8 s after its start: its cards read ahead).
// After the loads, on a fresh API, each query of the search mix is asked
// once (single uncached searches, whose p95 is printed), then 300 listing pages of the
// rotating target (single uncached listings, whose server time's p50 is: the answers'
// Server-Timing). BENCH_TARGETS=fixed or rotating measures only those.
// The catalogues are built once (PGlite in data/bench-api-<n>, about a minute; PostgreSQL
// seeded on first start if empty) and reused. BENCH_PRODUCTS and BENCH_SECONDS change the sizes.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { REPO_ROOT, type RunningShop, startShop, stopShop } from 'tooling-testing/shop-process';
import { SEARCH_QUERIES, searchPath } from './api-bench/search-queries';
import { formatTable, percentile, ROTATING_TARGETS, type Row, type Run, TARGETS } from './api-bench/table';
import {
  PROBE_TARGET_P99_MS,
  probesOf,
  probesUnderLoad,
  type ProbesUnderLoad,
  STEADY_LOAD_RATE,
} from './api-bench/probes-under-load';
import { catalogueTypes, listingPaths, rotatingTargets } from './api-bench/rotating-targets';
import { seededRandom, shuffled } from './page-bench/seeded-random';
import { apiTargets, HELLO, loadOptions, type Target } from './api-bench/targets';
import { describeShares, threadSpan } from './api-bench/thread-time';
import { API_START_UP_MS } from './api-bench/start-up';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
const WHICH = process.env.BENCH_TARGETS ?? 'all';

/** The targets asked for (BENCH_TARGETS), the rotating ones built from the catalogue the API serves. */
async function targetsOf(baseUrl: string): Promise<Target[]> {
  const fixed = WHICH === 'rotating' ? [] : apiTargets(PRODUCTS);
  const rotating = WHICH === 'fixed' ? [] : rotatingTargets(await catalogueTypes(baseUrl), PRODUCTS);
  return [...fixed, ...rotating];
}

async function check(baseUrl: string, target: Target): Promise<void> {
  const response = await fetch(`${baseUrl}${target.path}`);
  if (!response.ok) throw new Error(`${target.path} answered ${response.status}: ${await response.text()}`);
}

async function measure(server: RunningShop, target: Target): Promise<Row> {
  const { baseUrl } = server;
  await check(baseUrl, target);
  // A short warm-up so JIT, caches and connection pools are in their steady state.
  const options = loadOptions(baseUrl, target, CONNECTIONS);
  await autocannon({ ...options, duration: 2 });
  const endSpan = threadSpan(server.process.pid);
  const result = await autocannon({ ...options, duration: SECONDS });
  const mainThread = endSpan();
  process.stdout.write(
    `  measured ${target.name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms` +
      (mainThread ? `; ${describeShares(mainThread)}` : '') +
      '\n',
  );
  return {
    name: target.name,
    result,
    ...(target.rotating ? { rotating: true } : {}),
    ...(mainThread ? { mainThread } : {}),
  };
}

/** Milliseconds of single requests: as the client saw them, and the server's own (its Server-Timing). */
interface SingleTimes {
  client: number[];
  server: number[];
}

/** Each path once, one at a time, none asked before. */
async function singleRequests(baseUrl: string, paths: readonly string[]): Promise<SingleTimes> {
  const times: SingleTimes = { client: [], server: [] };
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`);
    await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    times.client.push(performance.now() - started);
    const server = /app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1];
    if (server === undefined) throw new Error(`${path} answered without Server-Timing`);
    times.server.push(Number(server));
  }
  return times;
}

/** How many listing pages are asked once each, uncached, for issue 26's server-time figure. */
const SINGLE_LISTINGS = 300;

async function withServer<T>(
  env: Record<string, string>,
  script: string,
  run: (shop: RunningShop) => Promise<T>,
  startUpMs = API_START_UP_MS,
): Promise<T> {
  const shop = await startShop(env, script);
  await new Promise((resolve) => setTimeout(resolve, startUpMs));
  try {
    return await run(shop);
  } finally {
    await stopShop(shop);
  }
}

interface Database {
  label: string;
  env: Record<string, string>;
}

/**
 * Issue 26's probes under a rotating listing load, on the shop as `npm start` serves it when
 * the storefront is built (the home page's HTML among them), else on the API alone.
 */
async function underLoad(env: Record<string, string>): Promise<ProbesRun> {
  const shop = existsSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html'));
  return withServer(env, shop ? 'tooling/server/start.ts' : 'api/src/server.ts', async (server) => {
    const [listing] = rotatingTargets(await catalogueTypes(server.baseUrl), PRODUCTS);
    const probes = probesOf(shop);
    return {
      shop,
      saturating: await probesUnderLoad(server.baseUrl, listing!, probes, SECONDS),
      steady: await probesUnderLoad(server.baseUrl, listing!, probes, SECONDS, STEADY_LOAD_RATE),
    };
  });
}

/** The probes under the load as fast as it goes, and at a steady rate. */
interface ProbesRun {
  shop: boolean;
  saturating: ProbesUnderLoad;
  steady: ProbesUnderLoad;
}

function describeProbes({ probes, load }: ProbesUnderLoad): string {
  return (
    probes
      .map(
        (probe) =>
          `${probe.name} p99 ${probe.p99} ms${probe.p99 <= PROBE_TARGET_P99_MS && probe.failures === 0 ? ' ✓' : ' ✗'}` +
          (probe.failures > 0 ? ` (${probe.failures} failed)` : ''),
      )
      .join('; ') +
    ` (target ≤ ${PROBE_TARGET_P99_MS} ms); the listings themselves ${Math.round(load.perSecond).toLocaleString('en-US')} a second, ` +
    `p99 ${load.p99} ms` +
    (load.failures > 0 ? `, ${load.failures} failed` : '')
  );
}

async function benchmark(database: Database): Promise<{
  run: Run;
  searches: SingleTimes;
  listings: SingleTimes;
  underLoad: ProbesRun | undefined;
}> {
  console.log(
    `${database.label}: starting the API (the first run seeds ${PRODUCTS.toLocaleString('en-US')} products)…`,
  );
  const apiEnv = {
    ...database.env,
    SEED_PRODUCTS: String(PRODUCTS),
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
  };
  const rows = await withServer(apiEnv, 'api/src/server.ts', async (api) => {
    const measured: Row[] = [];
    for (const target of await targetsOf(api.baseUrl)) measured.push(await measure(api, target));
    return measured;
  });
  // Single requests on a fresh API (nothing kept but its cards, read ahead) and a database the loads above
  // have warmed, as a shop's database is: on a cold PostgreSQL the first read of each row
  // is a read of the machine's page cache (2-3 ms for a page's 20 products on this machine).
  const { searches, listings } = await withServer(apiEnv, 'api/src/server.ts', async (api) => ({
    searches: await singleRequests(
      api.baseUrl,
      SEARCH_QUERIES.map((query) => searchPath(query)),
    ),
    listings: await singleRequests(
      api.baseUrl,
      shuffled(listingPaths(await catalogueTypes(api.baseUrl)), seededRandom(26)).slice(0, SINGLE_LISTINGS),
    ),
  }));
  const probes = WHICH === 'fixed' ? undefined : await underLoad(apiEnv);
  // The bare route has nothing to read ahead.
  const hello = await withServer(
    {},
    'bench/src/api-bench/hello-server.ts',
    (server) => measure(server, HELLO),
    0,
  );
  return { run: { database: database.label, rows, hello }, searches, listings, underLoad: probes };
}

async function main(): Promise<void> {
  const databases: Database[] = [
    { label: 'PGlite', env: { DATA_DIR: path.join(REPO_ROOT, 'data', `bench-api-${PRODUCTS}`) } },
  ];
  if (DATABASE_URL) {
    // The catalogue in PostgreSQL; the images from the same data folder.
    databases.push({ label: 'PostgreSQL', env: { ...databases[0]!.env, DATABASE_URL } });
  } else {
    console.log('BENCH_DATABASE_URL is not set: PGlite only.');
  }
  const results = [];
  for (const database of databases) results.push(await benchmark(database));

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nAPI throughput: ${PRODUCTS.toLocaleString('en-US')} products, ${CONNECTIONS} connections, ` +
      `${SECONDS} s per target, Node ${process.version}, ${os.cpus().length} × ${cpu} (load generator on the same machine)` +
      `\nTargets (✓ met, ✗ not): ≥ ${TARGETS.minShareOfBare * 100} % of the bare route and p99 ≤ ${TARGETS.maxP99Ms} ms; ` +
      `rotating on PGlite ≥ ${ROTATING_TARGETS.PGlite!.minShareOfBare * 100} % and p99 ≤ ${ROTATING_TARGETS.PGlite!.maxP99Ms} ms\n`,
  );
  console.log(formatTable(results.map(({ run }) => run)));
  console.log('');
  for (const { run } of results) {
    for (const row of [...run.rows.filter((row) => row.rotating), run.hello]) {
      if (row.mainThread)
        console.log(`${run.database}, ${row.name}: the server's ${describeShares(row.mainThread)}`);
    }
  }
  console.log('');
  for (const { run, underLoad: probes } of results) {
    if (!probes) continue;
    const where = `${run.database}${probes.shop ? ' (the shop, npm start)' : ' (the API alone: no build)'}`;
    console.log(`under the rotating listing load, ${where}: ${describeProbes(probes.saturating)}`);
    console.log(
      `under ${STEADY_LOAD_RATE.toLocaleString('en-US')} rotating listings a second, ${where}: ${describeProbes(probes.steady)}`,
    );
  }
  for (const { run, listings } of results) {
    const p50 = percentile(listings.server, 50);
    const postgres = run.database === 'PostgreSQL';
    const mark = postgres ? (p50 <= TARGETS.maxUncachedListingP50Ms ? ' ✓' : ' ✗') : '';
    console.log(
      `single listing page, uncached, ${run.database}: server p50 ${p50.toFixed(2)} ms${mark} ` +
        `(p95 ${percentile(listings.server, 95).toFixed(2)}, max ${Math.max(...listings.server).toFixed(1)}; ` +
        `as the client sees it p50 ${percentile(listings.client, 50).toFixed(2)}) over ${listings.server.length} pages` +
        (postgres ? ` (target ≤ ${TARGETS.maxUncachedListingP50Ms} ms)` : ''),
    );
  }
  for (const { run, searches } of results) {
    const p95 = percentile(searches.client, 95);
    const postgres = run.database === 'PostgreSQL';
    const mark = postgres ? (p95 <= TARGETS.maxUncachedSearchP95Ms ? ' ✓' : ' ✗') : '';
    console.log(
      `single search, uncached, ${run.database}: p95 ${p95.toFixed(1)} ms${mark} (p50 ${percentile(searches.client, 50).toFixed(1)}, ` +
        `max ${Math.max(...searches.client).toFixed(1)}; the server's p95 ${percentile(searches.server, 95).toFixed(1)}) ` +
        `over ${searches.client.length} queries` +
        (postgres ? ` (target ≤ ${TARGETS.maxUncachedSearchP95Ms} ms)` : ''),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
