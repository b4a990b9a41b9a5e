import Fastify, { type FastifyInstance } from 'fastify';
import { COLLECTION_SLUGS } from 'shared-contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seoRoutes } from './seo.routes';
import { SITEMAP_URLS_PER_FILE } from './sitemap-files';
import { type ParsedSitemap, parseSitemap } from './testing/parse-sitemap';

const HOST = 'tienda.test:8080';
const ORIGIN = `http://${HOST}`;
const PUBLIC_URL = 'https://tienda.example.com';
/** Small files, so the test catalogue (616 products) spans several. */
const PER_FILE = 100;

let t: TestApp;
/** The module alone on the test database, with a public address and small files. */
let small: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  small = await seoApp({ publicUrl: PUBLIC_URL, urlsPerFile: PER_FILE });
});
afterAll(async () => {
  await small?.close();
  await t?.close();
});

async function seoApp(options: {
  publicUrl: string | undefined;
  urlsPerFile?: number;
  trustProxy?: boolean;
}) {
  const { trustProxy = false, ...seo } = options;
  const app = Fastify({ trustProxy });
  await app.register(seoRoutes, { db: t.db, ...seo });
  return app;
}

const request = (app: FastifyInstance, url: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: { host: HOST } });

/** The path of an absolute URL the sitemaps name, checked to start with `base`. */
function pathIn(base: string, url: string): string {
  expect(url.startsWith(`${base}/`)).toBe(true);
  return url.slice(base.length);
}

/** The index and every file it names, each parsed (which fails on XML that is not well-formed). */
async function readSitemaps(app: FastifyInstance, base: string) {
  const answer = await request(app, '/sitemap.xml');
  expect(answer.statusCode).toBe(200);
  const index = parseSitemap(answer.body);
  expect(index.root).toBe('sitemapindex');
  const files = new Map<string, ParsedSitemap>();
  for (const { loc } of index.entries) {
    const file = await request(app, pathIn(base, loc));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
    const parsed = parseSitemap(file.body);
    expect(parsed.root).toBe('urlset');
    files.set(pathIn(base, loc), parsed);
  }
  return { index, files };
}

const allProducts = () => t.db.selectFrom('products').select(['id', 'updated_at']).orderBy('id').execute();

function productIdsIn(files: Map<string, ParsedSitemap>, base: string): number[] {
  return [...files]
    .filter(([path]) => path.startsWith('/sitemaps/products-'))
    .flatMap(([, file]) =>
      file.entries.map(({ loc }) => Number(/^\/products\/(\d+)$/.exec(pathIn(base, loc))![1])),
    );
}

describe('GET /robots.txt', () => {
  it('keeps crawlers from private pages and the API, and names the sitemap on the request’s origin', async () => {
    const answer = await request(t.app, '/robots.txt');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    expect(answer.body).toBe(
      [
        'User-agent: *',
        'Disallow: /backoffice',
        'Disallow: /checkout',
        'Disallow: /cart',
        'Disallow: /orders',
        'Disallow: /profile',
        'Disallow: /login-register-checkout',
        'Disallow: /api/',
        'Allow: /',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('names the configured public address over the Host header', async () => {
    const answer = await request(small, '/robots.txt');
    expect(answer.body).toContain(`\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`);
  });

  it('trusts X-Forwarded-Proto and X-Forwarded-Host only from a trusted proxy', async () => {
    const headers = { host: HOST, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.org' };
    const untrusted = await t.app.inject({ url: '/robots.txt', headers });
    expect(untrusted.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const behindProxy = await seoApp({ publicUrl: undefined, trustProxy: true });
    const trusted = await behindProxy.inject({ url: '/robots.txt', headers });
    expect(trusted.body).toContain('Sitemap: https://shop.example.org/sitemap.xml');
    await behindProxy.close();
  });

  it('refuses a Host header that names no host', async () => {
    const answer = await t.app.inject({ url: '/robots.txt', headers: { host: 'evil.example/<x>' } });
    expect(answer.statusCode).toBe(400);
  });
});

describe('the sitemaps', () => {
  it('has 50,000 URLs per file by default: the whole test catalogue in one products file', async () => {
    expect(SITEMAP_URLS_PER_FILE).toBe(50_000);
    const { index, files } = await readSitemaps(t.app, ORIGIN);
    expect(index.entries.map(({ loc }) => loc)).toEqual([
      `${ORIGIN}/sitemaps/products-1.xml`,
      `${ORIGIN}/sitemaps/pages.xml`,
    ]);
    expect(files.get('/sitemaps/products-1.xml')!.entries).toHaveLength((await allProducts()).length);
  });

  it('splits products into files of at most the limit, each product in exactly one', async () => {
    const products = await allProducts();
    const { index, files } = await readSitemaps(small, PUBLIC_URL);
    const fileCount = Math.ceil(products.length / PER_FILE);
    expect(fileCount).toBeGreaterThan(1);
    expect(index.entries.map(({ loc }) => pathIn(PUBLIC_URL, loc))).toEqual([
      ...Array.from({ length: fileCount }, (_, at) => `/sitemaps/products-${at + 1}.xml`),
      '/sitemaps/pages.xml',
    ]);
    for (const [path, file] of files)
      if (path !== '/sitemaps/pages.xml') expect(file.entries.length).toBeLessThanOrEqual(PER_FILE);
    // In id order, every product once.
    expect(productIdsIn(files, PUBLIC_URL)).toEqual(products.map(({ id }) => id));
  });

  it('gives each product its last change as lastmod, and each index entry its file’s newest', async () => {
    const [first, second] = await allProducts();
    // Written directly (no column a page shows changes: the trigger leaves it as given).
    await t.db
      .updateTable('products')
      .set({ updated_at: '2024-03-05T06:07:08.123Z' })
      .where('id', '=', first!.id)
      .execute();
    // A price change moves it to the change's time.
    await t.db.updateTable('products').set({ price_cents: 12_345 }).where('id', '=', second!.id).execute();
    const products = await allProducts();
    expect(products[0]!.updated_at.toISOString()).toBe('2024-03-05T06:07:08.123Z');
    expect(products[1]!.updated_at.getTime()).toBeGreaterThan(second!.updated_at.getTime());

    const { index, files } = await readSitemaps(small, PUBLIC_URL);
    const lastmods = new Map<string, string | undefined>();
    for (const file of files.values())
      for (const { loc, lastmod } of file.entries) lastmods.set(pathIn(PUBLIC_URL, loc), lastmod);
    for (const { id, updated_at } of products)
      expect(lastmods.get(`/products/${id}`)).toBe(updated_at.toISOString());

    for (const { loc, lastmod } of index.entries) {
      const entries = files.get(pathIn(PUBLIC_URL, loc))!.entries;
      if (loc.endsWith('/pages.xml')) expect(lastmod).toBeUndefined();
      else
        expect(lastmod).toBe(
          entries
            .map((entry) => entry.lastmod!)
            .sort()
            .at(-1),
        );
    }
  });

  it('leaves a product’s lastmod alone when only its sales figures change', async () => {
    const [product] = await allProducts();
    await t.db
      .updateTable('products')
      .set((eb) => ({ units_sold: eb('units_sold', '+', 1) }))
      .where('id', '=', product!.id)
      .execute();
    const [after] = await allProducts();
    expect(after!.updated_at.toISOString()).toBe(product!.updated_at.toISOString());
  });

  it('no longer lists a removed product', async () => {
    const removed = await t.db
      .selectFrom('products')
      .select('id')
      .where('id', 'not in', t.db.selectFrom('order_lines').select('product_id'))
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('products').where('id', '=', removed.id).execute();
    expect((await t.app.inject({ url: `/api/products/${removed.id}` })).statusCode).toBe(404);
    const { files } = await readSitemaps(small, PUBLIC_URL);
    const listed = productIdsIn(files, PUBLIC_URL);
    expect(listed).not.toContain(removed.id);
    expect(listed).toEqual((await allProducts()).map(({ id }) => id));
  });

  it('lists the shop’s other pages once each, as the storefront links to them', async () => {
    const { files } = await readSitemaps(t.app, ORIGIN);
    const pages = files.get('/sitemaps/pages.xml')!.entries.map(({ loc }) => pathIn(ORIGIN, loc));
    const types = await t.db.selectFrom('product_types').select('slug').execute();
    expect(new Set(pages).size).toBe(pages.length);
    expect([...pages].sort()).toEqual(
      [
        '/',
        ...Object.values(COLLECTION_SLUGS).map(({ es }) => `/collections/${es}`),
        ...types.map(({ slug }) => `/type_products/${slug}`),
        '/sales',
        '/contact',
        '/pages/faqs',
        '/pages/refunds-policy',
        '/pages/shipping',
        '/pages/privacy-policy',
        '/pages/terms-of-use',
        '/pages/cookies-policy',
        '/pages/legal-advise',
      ].sort(),
    );
    for (const page of pages) expect(page).not.toMatch(/^\/(api|backoffice|cart|checkout|orders|profile)/);
  });

  it('escapes what it writes', async () => {
    const odd = await seoApp({ publicUrl: 'https://tienda.example.com/a&b<c>', urlsPerFile: PER_FILE });
    const answer = await request(odd, '/sitemaps/pages.xml');
    expect(answer.body).toContain('<loc>https://tienda.example.com/a&amp;b&lt;c&gt;/</loc>');
    expect(parseSitemap(answer.body).entries[0]!.loc).toBe('https://tienda.example.com/a&b<c>/');
    await odd.close();
  });

  it('answers 404 for a file it does not have', async () => {
    const last = Math.ceil((await allProducts()).length / PER_FILE);
    for (const path of [
      `/sitemaps/products-${last + 1}.xml`,
      '/sitemaps/products-99.xml',
      '/sitemaps/products-0.xml',
      '/sitemaps/products-1.xml.gz',
      '/sitemaps/nope.xml',
    ]) {
      const answer = await request(small, path);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['cache-control']).toBeUndefined();
      expect((await request(small, path, 'HEAD')).statusCode).toBe(404);
    }
    expect((await request(t.app, '/sitemaps/products-2.xml')).statusCode).toBe(404);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const [path, type] of [
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/sitemaps/pages.xml', 'application/xml; charset=utf-8'],
      ['/sitemaps/products-1.xml', 'application/xml; charset=utf-8'],
    ] as const) {
      const answer = await request(t.app, path, 'HEAD');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe(type);
      expect(answer.headers['cache-control']).toBe('public, max-age=3600');
      expect(answer.body).toBe('');
    }
  });
});
