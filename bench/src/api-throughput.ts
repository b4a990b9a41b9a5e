// `npm run bench:api`: requests per second and p50/p99 latency of the API at 64
// connections on a 100,000-product catalogue — a listing page, a product, a search and a
// collection — beside a bare Fastify 'hello' route measured in the same run, as a ratio.
// The catalogue is built once into data/bench-api-<n> (about a minute) and reused.
// BENCH_DATABASE_URL=postgres://… measures the API on that PostgreSQL database instead
// (seeded on first start if empty); BENCH_PRODUCTS and BENCH_SECONDS change the sizes.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { REPO_ROOT, type RunningShop, startShop, stopShop } from '../../tooling/testing/shop-process';
import { formatTable, type Row } from './api-bench/table';
import { apiTargets, HELLO, type Target } from './api-bench/targets';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;

async function check(baseUrl: string, target: Target): Promise<void> {
  const response = await fetch(`${baseUrl}${target.path}`);
  if (!response.ok) throw new Error(`${target.path} answered ${response.status}: ${await response.text()}`);
}

async function measure(baseUrl: string, target: Target): Promise<Row> {
  await check(baseUrl, target);
  // A short warm-up so JIT, caches and connection pools are in their steady state.
  await autocannon({
    url: `${baseUrl}${target.path}`,
    connections: CONNECTIONS,
    duration: 2,
    requests: target.requests,
  });
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: target.requests,
  });
  process.stdout.write(`  measured ${target.name}: ${Math.round(result.requests.average)} req/s\n`);
  return { name: target.name, result };
}

async function withServer<T>(
  env: Record<string, string>,
  script: string,
  run: (shop: RunningShop) => Promise<T>,
): Promise<T> {
  const shop = await startShop(env, script);
  try {
    return await run(shop);
  } finally {
    await stopShop(shop);
  }
}

async function main(): Promise<void> {
  const dataDir = path.join(REPO_ROOT, 'data', `bench-api-${PRODUCTS}`);
  const store = DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PGlite';
  const seeding = `the first run seeds ${PRODUCTS.toLocaleString('en-US')} products`;
  console.log(`Starting the API on ${DATABASE_URL ? store : dataDir} (${seeding})…`);
  const apiEnv = {
    DATA_DIR: dataDir,
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
    SEED_PRODUCTS: String(PRODUCTS),
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
  };
  const rows = await withServer(apiEnv, 'api/src/server.ts', async (api) => {
    const measured: Row[] = [];
    for (const target of apiTargets(PRODUCTS)) measured.push(await measure(api.baseUrl, target));
    return measured;
  });
  const hello = await withServer({}, 'bench/src/api-bench/hello-server.ts', (server) =>
    measure(server.baseUrl, HELLO),
  );

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nAPI throughput: ${PRODUCTS.toLocaleString('en-US')} products on ${store}, ${CONNECTIONS} connections, ` +
      `${SECONDS} s per target, Node ${process.version}, ${os.cpus().length} × ${cpu} (load generator on the same machine)\n`,
  );
  console.log(formatTable(rows, hello));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
