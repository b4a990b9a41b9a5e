// Issue 25: a crawler reads the seeded shop end to end: robots.txt names the sitemap index, the
// index names its files, and the files list every product, category, collection and legal page,
// each an address that answers 200.
import { COLLECTION_SLUGS, ROUTES, paths, typeProductsSlug } from 'shared-contracts';
import { parseSitemap } from 'api/testing/parse-sitemap';
import { baseUrl } from 'tooling-testing/browser';

jest.setTimeout(120_000);

const at = (path: string) => new URL(path, baseUrl()).href;

async function text(url: string, type: RegExp): Promise<string> {
  const response = await fetch(url);
  expect([url, response.status]).toEqual([url, 200]);
  expect(response.headers.get('content-type')).toMatch(type);
  return response.text();
}

interface Listing {
  products: { id: number | string }[];
  info: { n_pages: number };
}

/** Every product the storefront lists, category by category, page by page (the API, as the listing reads it). */
async function listedProductIds(types: string[]): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const type of types) {
    for (let page = 1; ; page += 1) {
      const listing = (await (
        await fetch(at(`/api/type_products/${type}?page=${page}&language=es`))
      ).json()) as Listing;
      listing.products.forEach((product) => ids.add(String(product.id)));
      if (page >= listing.info.n_pages) break;
    }
  }
  return ids;
}

describe('robots.txt and the sitemaps of the seeded catalogue', () => {
  it('lets crawlers read the storefront, not the private pages, and names the sitemap index', async () => {
    const robots = await text(at('/robots.txt'), /^text\/plain/);
    for (const path of [
      '/backoffice',
      '/checkout',
      '/cart',
      '/orders',
      '/profile',
      '/login-register-checkout',
      '/api/',
    ])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain(`Sitemap: ${at('/sitemap.xml')}`);
  });

  it('lists every product, category, collection and legal page, each once, each answering 200', async () => {
    const index = parseSitemap(await text(at('/sitemap.xml'), /xml/));
    expect(index.root).toBe('sitemapindex');
    const listed: string[] = [];
    for (const file of index.entries) {
      const sitemap = parseSitemap(await text(file.loc, /xml/));
      expect(sitemap.root).toBe('urlset');
      expect(sitemap.entries.length).toBeLessThanOrEqual(50_000);
      for (const entry of sitemap.entries) {
        if (entry.lastmod !== undefined) expect(Number.isNaN(Date.parse(entry.lastmod))).toBe(false);
        listed.push(entry.loc);
      }
    }
    expect(new Set(listed).size).toBe(listed.length);

    const collections = Object.values(COLLECTION_SLUGS).map((slug) => slug.es);
    const types = new Set<string>();
    for (const slug of collections) {
      expect(listed).toContain(at(paths.collection(slug)));
      const collection = (await (await fetch(at(`/api/collections/${slug}?language=es`))).json()) as {
        type_products: { name: string }[];
      };
      collection.type_products.forEach((type) => types.add(typeProductsSlug(type.name)));
    }
    for (const type of types) expect(listed).toContain(at(paths.typeProducts(type)));
    for (const page of [
      ROUTES.home,
      ROUTES.faqs,
      ROUTES.shipping,
      ROUTES.legalAdvise,
      ROUTES.privacyPolicy,
      ROUTES.sales,
    ])
      expect(listed).toContain(at(page));
    const products = listed.filter((loc) => new URL(loc).pathname.startsWith('/products/'));
    const ids = await listedProductIds([...types]);
    expect(ids.size).toBeGreaterThan(100);
    for (const id of ids) expect(products).toContain(at(paths.product(id)));

    // Every address listed answers (a sample of the products, all the others).
    const sample = [
      ...listed.filter((loc) => !products.includes(loc)),
      ...products.filter((_, i) => i % 50 === 0),
    ];
    for (const loc of sample) {
      const response = await fetch(loc, { method: 'HEAD' });
      expect([loc, response.status]).toEqual([loc, 200]);
    }
  });
});
