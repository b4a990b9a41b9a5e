// `npm run bench:sitemaps`: the sitemaps of bench:api's 100,000-product catalogue (issue 25),
// read from the shop as `npm start` serves it: per file, the time to its last byte, its size,
// and the shop process's resident memory (VmRSS) before, at its highest during, and after the
// download. A products file is streamed from the database a batch at a time, so the shop's
// memory should not follow the file's size. Two passes: the first on a database that has
// read nothing yet (PGlite runs in the shop's process, so its page cache filling is in the
// figures), the second as a crawler's next visit finds it. BENCH_PRODUCTS changes the
// catalogue's size, BENCH_PASSES the number of passes.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { startShop, stopShop } from 'tooling-testing/shop-process';
import { ensureCatalogue } from './page-bench/bench-catalogue';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const PASSES = Number(process.env.BENCH_PASSES ?? 2);
const SAMPLE_MS = 5;

/** A process's resident set in bytes, from /proc/<pid>/status (Linux). */
function residentBytes(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) * 1024;
}

interface Download {
  path: string;
  status: number;
  bytes: number;
  urls: number;
  ms: number;
  rss: { before: number; peak: number; after: number };
  /** The body, kept only for the index (its file list). */
  body: string;
}

/** One GET read to its last byte while the shop's memory is sampled. */
function download(baseUrl: string, path: string, pid: number, keep: boolean): Promise<Download> {
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), SAMPLE_MS);
  const started = performance.now();
  return new Promise<Download>((resolve, reject) => {
    get(`${baseUrl}${path}`, { agent: false }, (response) => {
      let bytes = 0;
      let urls = 0;
      let tail = '';
      const kept: string[] = [];
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        bytes += Buffer.byteLength(chunk);
        const text = tail + chunk;
        urls += text.split('<url>').length - 1;
        tail = text.slice(-4);
        if (keep) kept.push(chunk);
      });
      response.on('error', reject);
      response.on('end', () => {
        const ms = performance.now() - started;
        clearInterval(sampler);
        const after = residentBytes(pid);
        peak = Math.max(peak, after);
        const status = response.statusCode ?? 0;
        resolve({ path, status, bytes, urls, ms, rss: { before, peak, after }, body: kept.join('') });
      });
    }).on('error', (error) => {
      clearInterval(sampler);
      reject(error);
    });
  });
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

function printTable(rows: Download[]): void {
  const header = [
    'file',
    'status',
    'URLs',
    'size MB',
    'last byte ms',
    'RSS before MB',
    'peak MB',
    'after MB',
  ];
  const lines = rows.map((row) => [
    row.path,
    String(row.status),
    row.urls.toLocaleString('en-US'),
    mb(row.bytes),
    row.ms.toFixed(0),
    mb(row.rss.before),
    mb(row.rss.peak),
    mb(row.rss.after),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  const dataDir = await ensureCatalogue(PRODUCTS);
  console.log(`Starting the shop on ${PRODUCTS.toLocaleString('en-US')} products (${dataDir})…`);
  const shop = await startShop({
    DATA_DIR: dataDir,
    SEED_PRODUCTS: String(PRODUCTS),
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
  });
  try {
    const pid = shop.process.pid;
    if (pid === undefined) throw new Error('the shop has no process id');
    for (let pass = 1; pass <= PASSES; pass++) {
      const index = await download(shop.baseUrl, '/sitemap.xml', pid, true);
      if (index.status !== 200) throw new Error(`/sitemap.xml answered ${index.status}`);
      const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1]!.replaceAll('&amp;', '&')).pathname,
      );
      const rows = [index];
      for (const file of files) rows.push(await download(shop.baseUrl, file, pid, false));
      const listed = rows.filter((row) => row.path.startsWith('/sitemaps/products-'));
      const total = listed.reduce((sum, row) => sum + row.urls, 0);
      console.log(`\nPass ${pass}: ${total.toLocaleString('en-US')} product URLs in ${listed.length} files`);
      printTable(rows);
      if (rows.some((row) => row.status !== 200)) process.exitCode = 1;
    }
  } finally {
    await stopShop(shop);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
