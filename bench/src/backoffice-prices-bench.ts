// `npm run bench:prices`: the back office's prices list (issue 28) on PostgreSQL with 100,000
// products: p50, p95 and p99 of single requests per kind (every sort × direction, each filter,
// searches by name and by id, deep pages) and overall, in ms and as a multiple of a baseline
// measured in the same run (GET /api/health); then the whole CSV export's time and the API
// process's peak memory while it streams. BENCH_DATABASE_URL (postgres://…, a server) is
// required: the bench makes the database shop_bench_prices on it, seeded once and reused.
// BENCH_PRODUCTS and BENCH_ROUNDS change the sizes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from 'api/testing/seeding';
import { REPO_ROOT, startShop, stopShop } from 'tooling-testing/shop-process';
import { percentile } from './api-bench/table';

const SERVER_URL = process.env.BENCH_DATABASE_URL;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const DATABASE = 'shop_bench_prices';

async function benchDatabaseUrl(serverUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (!rowCount) await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** A staff member made in the database (as an invitation's registration does), signed in. */
async function staffToken(databaseUrl: string, baseUrl: string): Promise<{ token: string; userId: number }> {
  const email = `bench-prices-${Date.now()}@example.com`;
  const password = 'bench prices password';
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`insert into users (email, password_hash, role) values ($1, $2, 'staff')`, [
    email,
    await hashPassword(password, 10),
  ]);
  await client.end();
  const response = await fetch(`${baseUrl}/api/backoffice/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`staff login answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { token: string; userId: number };
}

interface Kind {
  name: string;
  paths: string[];
}

async function kindsOf(baseUrl: string, auth: Record<string, string>, userId: number): Promise<Kind[]> {
  const list = (params: Record<string, string | number>) =>
    `/api/backoffice/prices?${new URLSearchParams({ user_id: String(userId), ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) })}`;
  const categories = (await (
    await fetch(`${baseUrl}/api/backoffice/prices/categories?user_id=${userId}`, { headers: auth })
  ).json()) as { collections: { key: string; types: { slug: string }[] }[] };
  const collections = categories.collections.map((collection) => collection.key);
  const types = categories.collections.flatMap((collection) => collection.types.map((type) => type.slug));
  const pages = Math.ceil(PRODUCTS / 50);
  const kinds: Kind[] = [];
  for (const sort of ['name', 'price', 'stock', 'changed'])
    for (const dir of ['asc', 'desc'])
      kinds.push({
        name: `sort ${sort} ${dir}`,
        paths: [1, 2, 10].map((page) => list({ sort, dir, page, language: page === 2 ? 'en' : 'es' })),
      });
  kinds.push({ name: 'collection', paths: collections.map((collection) => list({ collection })) });
  kinds.push({
    name: 'type',
    paths: types
      .slice(0, 8)
      .map((type, index) => list({ type, sort: ['name', 'price', 'stock', 'changed'][index % 4]! })),
  });
  kinds.push({
    name: 'on sale',
    paths: [list({ sale: 'true' }), list({ sale: 'true', sort: 'price', dir: 'desc' })],
  });
  kinds.push({ name: 'low stock', paths: [list({ stock: 'low' }), list({ stock: 'low', sort: 'stock' })] });
  kinds.push({
    name: 'out of stock',
    paths: [list({ stock: 'out' }), list({ stock: 'out', sort: 'changed', dir: 'desc' })],
  });
  kinds.push({
    name: 'search name',
    paths: ['mesa', 'sofá', 'LAMP', 'roble', 'silla'].map((search) => list({ search })),
  });
  kinds.push({ name: 'search id', paths: [1, 777, 50_000, PRODUCTS - 1].map((id) => list({ search: id })) });
  kinds.push({
    name: 'deep page',
    paths: [Math.floor(pages / 2), pages - 1, pages].map((page) => list({ page, sort: 'price' })),
  });
  kinds.push({
    name: 'combined',
    paths: [list({ collection: collections[0]!, sale: 'true', stock: 'low', sort: 'price', dir: 'desc' })],
  });
  return kinds;
}

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const figures = (times: number[]) => ({
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  p99: percentile(times, 99),
});

const ms = (value: number) => value.toFixed(1).padStart(7);

/** The process's resident memory in MiB (Linux /proc). */
function rssMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

async function main(): Promise<void> {
  if (!SERVER_URL) throw new Error('set BENCH_DATABASE_URL=postgres://… (a PostgreSQL server)');
  const databaseUrl = await benchDatabaseUrl(SERVER_URL);
  console.log(`prices bench on ${DATABASE}: seeding ${PRODUCTS} products on first start (a minute or two)…`);
  const shop = await startShop(
    {
      DATABASE_URL: databaseUrl,
      SEED_PRODUCTS: String(PRODUCTS),
      DATA_DIR: path.join(REPO_ROOT, 'data', 'bench-prices'),
    },
    'api/src/server.ts',
  );
  try {
    const { token, userId } = await staffToken(databaseUrl, shop.baseUrl);
    const auth = { authorization: `Bearer ${token}` };
    const kinds = await kindsOf(shop.baseUrl, auth, userId);
    const first = (await (await fetch(`${shop.baseUrl}${kinds[0]!.paths[0]}`, { headers: auth })).json()) as {
      info: { size: number };
    };
    console.log(`${first.info.size} products`);
    // Warm-up: every path once.
    for (const kind of kinds) for (const url of kind.paths) await timed(`${shop.baseUrl}${url}`, auth);

    const baseline: number[] = [];
    const rows: { name: string; times: number[] }[] = kinds.map((kind) => ({ name: kind.name, times: [] }));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [index, kind] of kinds.entries())
        for (const url of kind.paths) {
          rows[index]!.times.push(await timed(`${shop.baseUrl}${url}`, auth));
          baseline.push(await timed(`${shop.baseUrl}/api/health`, {}));
        }
    }
    const base = figures(baseline);
    console.log(
      `\n${'kind'.padEnd(18)}      p50     p95     p99   (ms; × baseline p50 ${base.p50.toFixed(1)} ms)`,
    );
    const line = (name: string, times: number[]) => {
      const f = figures(times);
      console.log(
        `${name.padEnd(18)} ${ms(f.p50)} ${ms(f.p95)} ${ms(f.p99)}   ×${(f.p50 / base.p50).toFixed(1)} ×${(f.p95 / base.p95).toFixed(1)} ×${(f.p99 / base.p99).toFixed(1)}`,
      );
    };
    for (const row of rows) line(row.name, row.times);
    line(
      'all',
      rows.flatMap((row) => row.times),
    );
    line('baseline /health', baseline);

    const pid = shop.process.pid!;
    const before = rssMiB(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 10);
    const started = performance.now();
    const response = await fetch(
      `${shop.baseUrl}/api/backoffice/prices/export.csv?user_id=${userId}&sort=name&language=es`,
      { headers: auth },
    );
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body!) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const exportMs = performance.now() - started;
    clearInterval(sampler);
    console.log(
      `\nexport.csv: ${lines - 1} products, ${(bytes / 1024 / 1024).toFixed(1)} MiB in ${Math.round(exportMs)} ms; ` +
        `API process RSS ${before.toFixed(0)} MiB before, peak ${peak.toFixed(0)} MiB (+${(peak - before).toFixed(0)} MiB)`,
    );
  } finally {
    await stopShop(shop);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
