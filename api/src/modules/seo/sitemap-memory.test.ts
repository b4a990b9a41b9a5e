import { get } from 'node:http';
import { type AddressInfo } from 'node:net';
import { PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { type Insertable, sql } from 'kysely';
import { type ProductsTable } from '../../db/schema';
import { generateProducts } from '../../db/seed/product-generator';
import { productRow } from '../../db/seed/seed-catalogue';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PRODUCT_BATCH } from './product-url-chunks';
import { SitemapRepository } from './sitemap.repository';
import { parseSitemap } from './testing/parse-sitemap';

// The sitemaps of a catalogue made by the seed's own generator, read over HTTP while this
// process's memory is sampled: the server (and PGlite, in this same process) must not grow
// with the catalogue. 20,000 products keep the test near ten seconds, most of them spent
// writing the products; bench:sitemaps measures 100,000 in the shop's own process.
//
// RSS is sampled every few milliseconds. The heap is read after each garbage collection:
// sampled at any moment it would also count the garbage of the young generation, tens of
// megabytes that come and go whatever the code does; what survives collections is what a
// catalogue held in memory would show. Whether a garbage collection happens to run while a
// whole catalogue is held depends on the heap's state, so the reads of the products are
// checked too: a batch at a time.

const GENERATED = 20_000;
const MAX_GROWTH_BYTES = 50 * 1024 * 1024;

let t: TestApp;
let origin: string;
beforeAll(async () => {
  const started = performance.now();
  t = await createTestApp();
  const types = await t.db.selectFrom('product_types').select(['id', 'slug']).execute();
  const typeIds = new Map(types.map((type) => [type.slug, type.id]));
  // One transaction: a commit per batch costs PGlite more than the batch's rows. Without
  // the search trigger (each name's words, unaccented, into search_words): 60% of the time,
  // for columns the sitemaps never read (ids and dates only, sitemap.repository.ts).
  await t.db.transaction().execute(async (trx) => {
    await sql`alter table products disable trigger products_search`.execute(trx);
    let batch: Insertable<ProductsTable>[] = [];
    for (const product of generateProducts(GENERATED, 7)) {
      batch.push(productRow(product, typeIds.get(product.typeSlug)!));
      if (batch.length === 1000) {
        await trx.insertInto('products').values(batch).execute();
        batch = [];
      }
    }
    await sql`alter table products enable trigger products_search`.execute(trx);
  });
  console.log(`catalogue ready ${Math.round(performance.now() - started)} ms after start`);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => t?.close());

interface Read {
  status: number;
  chunked: boolean;
  urls: number;
  /** The whole body, only when asked (the index): a products file is counted, not kept. */
  body: string | undefined;
}

/** GETs a file, counting its <url> entries chunk by chunk. */
function read(path: string, keep = false): Promise<Read> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, { agent: false }, (response) => {
      let urls = 0;
      let tail = '';
      const kept: string[] = [];
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const text = tail + chunk;
        urls += text.split('<url>').length - 1;
        tail = text.slice(-4);
        if (keep) kept.push(chunk);
      });
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          chunked: response.headers['transfer-encoding'] === 'chunked',
          urls,
          body: keep ? kept.join('') : undefined,
        }),
      );
    }).on('error', reject);
  });
}

/** Every file the index names. */
async function readAll(): Promise<Map<string, Read>> {
  const index = await read('/sitemap.xml', true);
  const files = new Map<string, Read>();
  for (const { loc } of parseSitemap(index.body!).entries) {
    const path = new URL(loc).pathname;
    files.set(path, await read(path));
  }
  return files;
}

it(`streams every sitemap file of a ${(GENERATED + 616).toLocaleString('en-US')}-product catalogue (${GENERATED.toLocaleString('en-US')} generated) with memory growth under 50 MB`, async () => {
  const products = Number(
    (
      await t.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  // A first pass warms what any answer needs (compiled code, the database's page cache).
  await readAll();

  setFlagsFromString('--expose-gc');
  const collectGarbage = runInNewContext('gc') as () => void;
  collectGarbage();
  const before = process.memoryUsage();
  const peak = { rss: before.rss, heapUsed: before.heapUsed };
  const sampleRss = () => void (peak.rss = Math.max(peak.rss, process.memoryUsage.rss()));
  const sampleHeap = () => void (peak.heapUsed = Math.max(peak.heapUsed, process.memoryUsage().heapUsed));
  const reads = jest.spyOn(SitemapRepository.prototype, 'productsAfter');
  const sampler = setInterval(sampleRss, 5);
  const collections = new PerformanceObserver(sampleHeap);
  collections.observe({ entryTypes: ['gc'] });
  let files: Map<string, Read>;
  let limits: number[];
  try {
    files = await readAll();
  } finally {
    clearInterval(sampler);
    collections.disconnect();
    limits = reads.mock.calls.map(([, limit]) => limit);
    reads.mockRestore();
  }
  sampleRss();
  collectGarbage();
  sampleHeap();

  const productFiles = [...files].filter(([path]) => path.startsWith('/sitemaps/products-'));
  expect(productFiles.map(([path]) => path)).toEqual(['/sitemaps/products-1.xml']);
  const [, productsFile] = productFiles[0]!;
  expect(productsFile).toMatchObject({ status: 200, chunked: true, urls: products });
  // The products were read a batch at a time.
  expect(limits).toHaveLength(Math.ceil(products / PRODUCT_BATCH));
  expect(Math.max(...limits)).toBeLessThanOrEqual(PRODUCT_BATCH);
  const growth = { rss: peak.rss - before.rss, heapUsed: peak.heapUsed - before.heapUsed };
  console.log(
    `sitemaps of ${products} products: RSS +${(growth.rss / 2 ** 20).toFixed(1)} MB, heap +${(growth.heapUsed / 2 ** 20).toFixed(1)} MB at most`,
  );
  expect(growth.rss).toBeLessThan(MAX_GROWTH_BYTES);
  expect(growth.heapUsed).toBeLessThan(MAX_GROWTH_BYTES);
}, 60_000);
