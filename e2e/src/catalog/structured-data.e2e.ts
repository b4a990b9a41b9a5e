// Issue 25: the home and product pages carry schema.org JSON-LD, written by the server and kept
// by the browser: a data block the page's Content-Security-Policy never has to allow, hydrated
// without a mismatch, its URLs absolute on the page's origin once the page runs.
import { type Page } from 'playwright-core';
import { baseUrl, openContext, sharedBrowser } from 'tooling-testing/browser';
import { waitUntilHydrated } from '../support/hydration';
import { serverRenderedPage } from '../support/server-rendered';
import { catalogArea } from './catalog-page';

jest.setTimeout(90_000);

const browser = sharedBrowser();

beforeAll(async () => {
  // Pages rendered on the server, to hydrate: the render workers have started and loaded the catalogue.
  for (const path of ['/', '/products/3'])
    await serverRenderedPage(new URL(path, baseUrl()).href, {}, { remoteRendered: true, timeoutMs: 60_000 });
});

type Block = Record<string, unknown>;

/** The JSON-LD blocks in the page, parsed. */
const jsonLd = (page: Page): Promise<Block[]> =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '') as Block));

/** Opens `path` with scripts on, noting every CSP violation and every error the page logs. */
async function openWatched(path: string) {
  const { context, page } = await openContext(browser(), { language: 'es-ES', cookieConsent: true });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(path);
  // The page forbids inline scripts: a JSON-LD block is data, which no policy has to allow.
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSources).not.toBe('');
  expect(scriptSources).not.toContain("'unsafe-inline'");
  // Rendered on the server, so hydrated (the page's data blocks leave the page once read).
  expect(await response?.text()).toContain('"rendered":true');
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return { context, page, errors, violations };
}

describe('structured data with scripts on', () => {
  it('a product: Product and its offer as the page shows them, no CSP violation, no hydration error', async () => {
    const { context, page, errors, violations } = await openWatched('/products/3');
    const heading = catalogArea(page).getByRole('heading', { level: 1 });
    await heading.waitFor();
    await waitUntilHydrated(page, '[data-boundary="mf_catalog"] h1');
    const origin = new URL(page.url()).origin;
    await page.waitForFunction(
      (prefix) => document.querySelector('script[type="application/ld+json"]')?.textContent?.includes(prefix),
      `"${origin}/images/`,
    );

    const [product] = await jsonLd(page);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: (await heading.innerText()).trim(),
      sku: '3',
      offers: { '@type': 'Offer', priceCurrency: 'EUR' },
    });
    const images = product!.image as string[];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.startsWith(`${origin}/images/`)).toBe(true);
    // The price as the page shows it ('1.234,50 €' → '1234.50').
    const offer = product!.offers as { price: string };
    const shown = (await catalogArea(page).locator('section p').filter({ hasText: '€' }).first().innerText())
      .replace(/\./g, '')
      .replace(',', '.');
    expect(shown).toContain(offer.price);

    expect(await violations()).toEqual([]);
    expect(errors.filter((error) => /hydrat|#41[89]|#42[35]|Content Security Policy/i.test(error))).toEqual(
      [],
    );
    await context.close();
  });

  it('the home: the studio as a FurnitureStore, no CSP violation', async () => {
    const { context, page, errors, violations } = await openWatched('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await waitUntilHydrated(page, '[data-boundary="mf_catalog"] h1');
    const origin = new URL(page.url()).origin;
    await page.waitForFunction(
      (url) => document.querySelector('script[type="application/ld+json"]')?.textContent?.includes(url),
      `"${origin}/"`,
    );
    expect(await jsonLd(page)).toEqual([
      expect.objectContaining({
        '@type': 'FurnitureStore',
        name: 'Olmo · Estudio de interiorismo',
        url: `${origin}/`,
        telephone: '+34 600 000 000',
        email: 'hola@olmo-estudio.example',
      }),
    ]);
    expect(await violations()).toEqual([]);
    expect(errors.filter((error) => /hydrat|#41[89]|#42[35]|Content Security Policy/i.test(error))).toEqual(
      [],
    );
    await context.close();
  });
});
