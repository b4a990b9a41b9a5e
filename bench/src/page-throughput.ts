// `npm run bench:pages`: HTML pages per second and p99 latency at 16 connections of the
// server-rendered storefront (issue 24) on bench:api's 100,000-product catalogue — home, a
// listing and a product page, each cached (one address repeated) and uncached (every request
// a new address, spread as a crawler's: products all over the catalogue, listing pages in
// every sort, both languages) — beside a bare Fastify route of the same run and the same
// pages with SERVER_RENDERING=off (the client-rendered shell). Every answer is checked for
// the page's server markup. BENCH_PRODUCTS and BENCH_SECONDS as in bench:api.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { type RunningShop, startShop, stopShop } from 'tooling-testing/shop-process';
import { type Row } from './api-bench/table';
import { HELLO, loadOptions } from './api-bench/targets';
import { ensureCatalogue } from './page-bench/bench-catalogue';
import { listingTypes } from './page-bench/listing-types';
import { type LoadPlan, measurePage, type PageRow, type RenderingMode } from './page-bench/measure-page';
import { formatPageTable, type PagePair } from './page-bench/page-table';
import { pageTargets } from './page-bench/page-targets';
import { waitUntilQuiet } from './page-bench/quiet-server';
import { failureLines, repeatLines, unansweredLines } from './page-bench/run-notes';
import { summariseLog } from './page-bench/shop-log';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PLAN: LoadPlan = { connections: 16, seconds: SECONDS, warmUpSeconds: 2 };
/** Issue 24's target: an uncached product page's p99 at 16 connections. */
const TARGET_P99_MS = 50;

async function withServer<T>(
  env: Record<string, string>,
  script: string,
  run: (shop: RunningShop) => Promise<T>,
) {
  const shop = await startShop(env, script);
  try {
    return await run(shop);
  } finally {
    await stopShop(shop);
  }
}

/** Every target on the shop started in one rendering mode; its log in `logFile`. */
async function measureMode(mode: RenderingMode, dataDir: string, logFile: string): Promise<PageRow[]> {
  console.log(`SERVER_RENDERING=${mode}: starting the shop (log: ${logFile})…`);
  const env = {
    DATA_DIR: dataDir,
    SEED_PRODUCTS: String(PRODUCTS),
    SERVER_RENDERING: mode,
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SHOP_LOG: logFile,
  };
  return withServer(env, 'bench/src/page-bench/shop-with-log.ts', async (shop) => {
    const targets = pageTargets(PRODUCTS, await listingTypes(shop.baseUrl));
    const rows: PageRow[] = [];
    for (const target of targets) {
      // An uncached target's first address lists are sized by its cached twin's rate, measured just before.
      const cachedRate = rows.find((row) => row.kind === target.kind)?.result.requests.average ?? 1000;
      rows.push(await measurePage(shop.baseUrl, target, mode, PLAN, cachedRate));
    }
    // So the pages the last target left queued are not cut off by the shop stopping (and logged so).
    await waitUntilQuiet(shop.baseUrl);
    return rows;
  });
}

async function measureBare(): Promise<Row> {
  console.log('bare Fastify route…');
  return withServer({}, 'bench/src/api-bench/hello-server.ts', async (server) => {
    const options = loadOptions(server.baseUrl, HELLO, PLAN.connections);
    await autocannon({ ...options, duration: PLAN.warmUpSeconds });
    return { name: HELLO.name, result: await autocannon({ ...options, duration: PLAN.seconds }) };
  });
}

function printNotes(pairs: PagePair[], logs: Record<RenderingMode, string>): void {
  const product = pairs.find((pair) => pair.on.kind === 'product' && pair.on.uncached);
  if (product) {
    const p99 = product.on.result.latency.p99;
    console.log(
      `\nTarget (issue 24): uncached product page p99 ≤ ${TARGET_P99_MS} ms at ${PLAN.connections} connections: ` +
        `${p99} ms ${p99 <= TARGET_P99_MS ? '✓' : '✗'}`,
    );
  }
  const notes = [
    ['non-2xx, errors or timeouts', failureLines(pairs)],
    ['uncached targets that asked some addresses twice', repeatLines(pairs)],
    ['requests sent that got no answer', unansweredLines(pairs, PLAN.connections)],
  ] as const;
  for (const [title, lines] of notes)
    if (lines.length > 0) console.log(`\n${title}:\n  ${lines.join('\n  ')}`);
  for (const mode of ['on', 'off'] as const)
    console.log(
      `\nshop log, SERVER_RENDERING=${mode} (${logs[mode]}): ${summariseLog(logs[mode]).join('\n')}`,
    );
}

async function main(): Promise<void> {
  const dataDir = await ensureCatalogue(PRODUCTS);
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
  const logs = { on: path.join(logDir, 'shop-on.log'), off: path.join(logDir, 'shop-off.log') };
  const on = await measureMode('on', dataDir, logs.on);
  const off = await measureMode('off', dataDir, logs.off);
  const hello = await measureBare();
  const pairs = on.map((row, index) => ({ on: row, off: off[index]! }));

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nPage throughput: ${PRODUCTS.toLocaleString('en-US')} products, ${PLAN.connections} connections, ` +
      `${SECONDS} s per target, cookie shop_language=es-ES (uncached: 1 in 4 en-US), Node ${process.version}, ` +
      `${os.cpus().length} × ${cpu} (load generator on the same machine)\n`,
  );
  console.log(formatPageTable(pairs, hello));
  printNotes(pairs, logs);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
