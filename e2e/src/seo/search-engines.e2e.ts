// Issue 25: what search engines and link previews read. Each page's head is written for it, in
// its language (title, description, canonical, hreflang, sharing cards); each language has an
// address that serves it (?lang=en); an address that names nothing answers 404, a page has one
// address (a trailing slash moves for good), and HEAD answers as GET does.
import { LANGUAGE_COOKIE, formatMoney } from 'shared-contracts';
import { baseUrl, openContext, sharedBrowser } from 'tooling-testing/browser';
import { eventually } from '../support/eventually';
import { waitUntilHydrated } from '../support/hydration';
import { navigateInApp } from '../support/navigation';
import { serverRenderedPage } from '../support/server-rendered';

jest.setTimeout(120_000);

const browser = sharedBrowser();
const at = (path: string) => new URL(path, baseUrl()).href;

/** The server's answer to `path`, once rendered on the server, parsed. */
async function served(path: string, headers: Record<string, string> = {}) {
  const { status, html } = await serverRenderedPage(at(path), headers, {
    remoteRendered: !path.startsWith('/pages/') && !path.startsWith('/no-such') && path !== '/error',
    timeoutMs: 60_000,
  });
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => decode(match[1]!));
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  return {
    status,
    html,
    titles: all(/<title>([^<]*)<\/title>/g),
    descriptions: [...head.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) => decode(m[1]!)),
    meta: (key: string) =>
      decode(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head)?.[1] ?? ''),
    link: (rel: string, hreflang?: string) =>
      decode(
        new RegExp(`<link rel="${rel}"${hreflang ? ` hrefLang="${hreflang}"` : ''} href="([^"]*)"`, 'i').exec(
          head,
        )?.[1] ?? '',
      ),
  };
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

interface SeededProduct {
  name: string;
  price: number;
  images: string[];
}

async function product(id: number, language: 'es' | 'en'): Promise<SeededProduct> {
  return (await (await fetch(at(`/api/products/${id}?language=${language}`))).json()) as SeededProduct;
}

describe('each page’s head, written for it on the server', () => {
  const PAGES = [
    '/',
    '/collections/lamparas',
    '/type_products/sofas',
    '/products/3',
    '/search?query=sofa',
    '/sales',
    '/contact',
    '/login',
    '/register',
    '/pages/cookies-policy',
    '/pages/legal-advise',
  ];

  it('gives every public page one title and one description of its own, and a canonical address', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of PAGES) {
      const page = await served(path);
      expect([path, page.status]).toEqual([path, 200]);
      expect([path, page.titles.length, page.descriptions.length]).toEqual([path, 1, 1]);
      expect(page.titles[0]).toMatch(/ · Olmo$/);
      expect(page.descriptions[0]!.length).toBeGreaterThan(20);
      titles.add(page.titles[0]!);
      descriptions.add(page.descriptions[0]!);
      expect(page.link('canonical')).toBe(at(path));
      expect(page.meta('og:title')).toBe(page.titles[0]);
      expect(page.meta('og:url')).toBe(at(path));
    }
    expect(titles.size).toBe(PAGES.length);
    expect(descriptions.size).toBe(PAGES.length);
  });

  it('names a product, its price and its picture, for a shared link', async () => {
    const sofa = await product(3, 'es');
    const page = await served('/products/3');
    expect(page.titles[0]).toBe(`${sofa.name} · Olmo`);
    expect(page.descriptions[0]).toContain(sofa.name);
    expect(page.descriptions[0]).toContain(formatMoney(sofa.price, 'es-ES'));
    expect(page.meta('og:type')).toBe('product');
    const image = page.meta('og:image');
    expect(image).toMatch(/^http:\/\//);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:image')).toBe(image);
    const picture = await fetch(image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  });

  it('keeps out of the canonical address what does not change the page: tracking, defaults, the first page', async () => {
    const listing = await served('/type_products/sofas?utm_source=newsletter&page=1&fbclid=abc');
    expect(listing.link('canonical')).toBe(at('/type_products/sofas'));
    const second = await served('/type_products/sofas?page=2&utm_campaign=winter');
    expect(second.link('canonical')).toBe(at('/type_products/sofas?page=2'));
  });

  it('keeps a visitor’s own pages out of search engines', async () => {
    const wishlist = await served('/wishlist');
    expect(wishlist.meta('robots')).toBe('noindex');
    expect(wishlist.link('canonical')).toBe('');
    // The cart renders in the browser (a visitor's own page): its head is set there.
    const { context, page } = await openContext(browser(), { language: 'es-ES', cookieConsent: true });
    try {
      await page.goto('/cart');
      await eventually(async () => expect(await page.title()).toBe('Carrito · Olmo'));
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('a page in each language, at an address of its own', () => {
  it('names both languages’ addresses; ?lang=en serves English and stores the choice', async () => {
    const spanish = await served('/products/3');
    expect(spanish.link('alternate', 'es-ES')).toBe(at('/products/3'));
    expect(spanish.link('alternate', 'en-US')).toBe(at('/products/3?lang=en'));
    expect(spanish.link('alternate', 'x-default')).toBe(at('/products/3'));

    const response = await fetch(at('/products/3?lang=en'));
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${LANGUAGE_COOKIE}=en-US;.*Path=/`, 'i'));
    const english = await served('/products/3?lang=en');
    expect(english.html).toMatch(/<html lang="en">/);
    expect(english.link('canonical')).toBe(at('/products/3?lang=en'));
    expect(english.meta('og:locale')).toBe('en_US');
    expect(english.titles[0]).toBe(`${(await product(3, 'en')).name} · Olmo`);
    // Asked in Castellano by a visitor whose choice is English: Castellano.
    const asked = await served('/products/3?lang=es', { Cookie: `${LANGUAGE_COOKIE}=en-US` });
    expect(asked.html).toMatch(/<html lang="es">/);
  });

  it('makes ?lang=en the visitor’s choice in the browser too: the next page is in English', async () => {
    const { context, page } = await openContext(browser(), { cookieConsent: true });
    try {
      await page.goto('/collections/lamparas?lang=en');
      await waitUntilHydrated(page, 'main');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await page.goto('/sales');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    } finally {
      await context.close();
    }
  });

  it('replaces the title and description on client navigation, one of each', async () => {
    const { context, page } = await openContext(browser(), { language: 'es-ES', cookieConsent: true });
    try {
      await page.goto('/');
      await waitUntilHydrated(page, 'main');
      const home = await page.title();
      await navigateInApp(page, '/products/3');
      const sofa = await product(3, 'es');
      await eventually(async () => expect(await page.title()).toBe(`${sofa.name} · Olmo`));
      expect(await page.locator('head title').count()).toBe(1);
      expect(await page.locator('meta[name="description"]').count()).toBe(1);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(sofa.name);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(at('/products/3'));
      await page.goBack();
      await eventually(async () => expect(await page.title()).toBe(home));
    } finally {
      await context.close();
    }
  });
});

describe('HTTP answers', () => {
  it.each([
    '/products/987654321',
    '/products/not-a-number',
    '/type_products/nosuchcategory',
    '/collections/nosuchcollection',
    '/pages/nosuchpage',
    '/no-such-page',
    '/error',
  ])('%s answers 404 with the shop’s error page, to GET and HEAD', async (path) => {
    const page = await served(path);
    expect(page.status).toBe(404);
    expect(page.html).toMatch(/<header/);
    expect(page.titles).toHaveLength(1);
    expect(page.meta('robots')).toBe('noindex');
    const head = await fetch(at(path), { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('answers 200 to HEAD where GET does', async () => {
    for (const path of ['/', '/products/3', '/pages/faqs'])
      expect([path, (await fetch(at(path), { method: 'HEAD' })).status]).toEqual([path, 200]);
  });

  it('moves an address with a trailing slash for good (308), never to another site', async () => {
    const moved = await fetch(at('/products/3/?lang=en'), { redirect: 'manual' });
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe('/products/3?lang=en');
    // Written after the origin: as a path, not resolved against it as another host.
    const crafted = await fetch(`${baseUrl()}//evil.example/`, { redirect: 'manual' });
    expect(crafted.status).toBe(308);
    expect(crafted.headers.get('location')).toBe('/evil.example');
  });

  it('still sends an in-app visit to a product that does not exist to /error (SPEC)', async () => {
    const { context, page } = await openContext(browser(), { language: 'es-ES', cookieConsent: true });
    try {
      await page.goto('/');
      await waitUntilHydrated(page, 'main');
      await navigateInApp(page, '/products/987654321');
      await page.waitForURL((url) => url.pathname === '/error');
    } finally {
      await context.close();
    }
  });
});
