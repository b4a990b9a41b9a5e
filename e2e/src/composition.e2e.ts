// The composed shop: the shell loads each remote at runtime, shares one React, and keeps
// working when a remote is unreachable.
import { type Page } from 'playwright-core';
import { baseUrl, openContext, sharedBrowser } from 'tooling-testing/browser';
import { waitUntilHydrated } from './support/hydration';
import { navigateInApp } from './support/navigation';

jest.setTimeout(60_000);

const browser = sharedBrowser();

const REMOTE_ROUTES = [
  ['/', 'mf_catalog'],
  ['/cart', 'mf_cart_checkout'],
  ['/login', 'mf_account'],
  ['/backoffice/login', 'mf_backoffice'],
] as const;

/** A product of the seeded catalogue: the first sofa of its listing. */
async function aProductPath(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/type_products/sofas?page=1&language=es`);
  const { products } = (await response.json()) as { products: Array<{ id: number }> };
  return `/products/${products[0]!.id}`;
}

/** Chromium's console warning for a preload nothing used (after about three seconds). */
const UNUSED_PRELOAD = /preloaded using link preload but not used/;

async function remoteArea(page: Page, remote: string) {
  const area = page.locator(`[data-boundary="${remote}"]`);
  await area.waitFor();
  return area;
}

describe('composition', () => {
  it.each(REMOTE_ROUTES)('loads the remote that owns %s (%s) into its area', async (path, remote) => {
    const { context, page } = await openContext(browser(), { cookieConsent: true });
    await page.goto(path);
    const area = await remoteArea(page, remote);
    await area.getByRole('heading').first().waitFor();
    expect(await area.locator('[data-remote-fallback]').count()).toBe(0);
    await context.close();
  });

  it('downloads React and React DOM once while the page visits every remote', async () => {
    const { context, page } = await openContext(browser(), { cookieConsent: true });
    const scripts: Array<{ url: string; body: string }> = [];
    const pending: Promise<unknown>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
      // The shell's Intl warm-up worker runs from a blob: nothing downloaded, and gone (its
      // body with it) once it has closed itself.
      if (response.url().startsWith('blob:')) return;
      pending.push(response.text().then((body) => scripts.push({ url: response.url(), body })));
    });
    await page.goto('/');
    await waitUntilHydrated(page, 'main');
    for (const [path, remote] of REMOTE_ROUTES) {
      await navigateInApp(page, path);
      await (await remoteArea(page, remote)).getByRole('heading').first().waitFor();
    }
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);

    const urls = scripts.map((script) => script.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.filter((url) => /__federation_expose_routes\.[0-9a-f]+\.js$/.test(url))).toHaveLength(4);
    // Markers found only in each library's own production build.
    const reactBuilds = scripts.filter((s) =>
      s.body.includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE='),
    );
    const reactDomBuilds = scripts.filter((s) => s.body.includes('__reactContainer$'));
    expect(reactBuilds).toHaveLength(1);
    expect(reactDomBuilds).toHaveLength(1);
    await context.close();
  });

  it.each([
    ['/', 'page-home'],
    ['/type_products/sofas', 'page-listing'],
    ['product', 'page-product'],
  ])(
    'fetches what the page %s preloads once each, its own chunk (%s) among them, and uses it all',
    async (pathOrProduct, pageChunk) => {
      const path = pathOrProduct === 'product' ? await aProductPath() : pathOrProduct;
      const { context, page } = await openContext(browser(), { cookieConsent: true });
      const requested: string[] = [];
      const unused: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      page.on('console', (message) => {
        if (UNUSED_PRELOAD.test(message.text())) unused.push(message.text());
      });
      await page.goto(path);
      await (await remoteArea(page, 'mf_catalog')).getByRole('heading').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(3_500);

      const preloads = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
          href: link.href,
          as: link.getAttribute('as'),
          priority: link.getAttribute('fetchpriority'),
        })),
      );
      const code = preloads.filter((preload) => preload.as === 'script' || preload.as === 'style');
      expect(code.map((preload) => preload.href)).toContainEqual(
        expect.stringMatching(new RegExp(`/mf/mf-catalog/[0-9a-f]+/${pageChunk}\\.[0-9a-f]+\\.js$`)),
      );
      for (const { href } of code)
        expect([href, requested.filter((url) => url === href).length]).toEqual([href, 1]);
      // Scripts at the priority of the deferred entry they run after.
      expect(preloads.filter((preload) => preload.as === 'script' && preload.priority !== 'low')).toEqual([]);
      expect(unused).toEqual([]);
      // The manifests of the releases this server serves are written into the page.
      expect(requested.filter((url) => url.endsWith('/mf-manifest.json'))).toEqual([]);
      await context.close();
    },
  );

  it("paints the home's poster before it asks for the loop, then plays the loop", async () => {
    const { context, page } = await openContext(browser(), { cookieConsent: true });
    await page.goto('/');
    await page.waitForFunction(() => {
      const video = document.querySelector('video');
      return video !== null && !video.paused && video.currentTime > 0;
    });
    // The loop's request is in the page's timings once its answer has come.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/hero-loop\.[0-9a-f]+\.(webm|mp4)$/.test(entry.name)),
    );
    const { posterPainted, loopAsked } = await page.evaluate(async () => {
      const paints = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      );
      // The poster is painted as a picture; the loop's <video> comes after it.
      const poster = paints.find((entry) =>
        /\/hero-poster\.[0-9a-f]+\.webp$/.test((entry as PerformanceEntry & { url?: string }).url ?? ''),
      );
      const loop = performance
        .getEntriesByType('resource')
        .find((entry) => /\/hero-loop\.[0-9a-f]+\.(webm|mp4)$/.test(entry.name));
      return { posterPainted: poster?.startTime, loopAsked: loop?.startTime };
    });
    expect(posterPainted).toEqual(expect.any(Number));
    expect(loopAsked).toBeGreaterThan(posterPainted!);
    await context.close();
  });

  it("loads a remote's route code only when one of its routes is visited", async () => {
    const { context, page } = await openContext(browser(), { cookieConsent: true });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/pages/faqs');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const routeScripts = () =>
      requested.filter((url) => /__federation_expose_routes\.[0-9a-f]+\.js$/.test(url));
    expect(routeScripts()).toEqual([]);

    await page.goto('/cart');
    await (await remoteArea(page, 'mf_cart_checkout')).getByRole('heading').first().waitFor();
    const routeBundles = routeScripts();
    expect(routeBundles).toHaveLength(1);
    expect(routeBundles[0]).toContain('/mf/mf-cart-checkout/');
    await context.close();
  });

  it('shows a fallback only in the area of an unreachable remote; the rest keeps working', async () => {
    const { context, page } = await openContext(browser(), { cookieConsent: true });
    // The cart team's server is down: nothing under its origin answers.
    await page.route('**/mf/mf-cart-checkout/**', (route) => route.abort('connectionrefused'));
    await page.goto('/cart');

    const fallback = page.locator('[data-remote-fallback="mf_cart_checkout"]');
    await fallback.waitFor({ timeout: 30_000 });
    expect(await fallback.getByRole('button').count()).toBe(1);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);

    // Another remote still loads from the same page.
    await page
      .getByRole('link', { name: /contacto/i })
      .first()
      .click();
    await (await remoteArea(page, 'mf_account')).getByRole('heading').first().waitFor();
    expect(page.url()).toMatch(/\/contact$/);
    await context.close();
  });

  it('retries and recovers in place when the remote comes back', async () => {
    const { context, page } = await openContext(browser(), { cookieConsent: true });
    let down = true;
    await page.route('**/mf/mf-account/**', (route) =>
      down ? route.abort('connectionrefused') : route.continue(),
    );
    await page.goto('/login');
    const fallback = page.locator('[data-remote-fallback="mf_account"]');
    await fallback.waitFor({ timeout: 30_000 });

    down = false;
    await fallback.getByRole('button').click();
    await (await remoteArea(page, 'mf_account')).getByRole('heading').first().waitFor({ timeout: 30_000 });
    expect(await fallback.count()).toBe(0);
    await context.close();
  });

  it('keeps the page working when /remotes.json cannot be fetched, using the last-known-good copy', async () => {
    const { context, page } = await openContext(browser(), { cookieConsent: true });
    await page.goto('/cart');
    await (await remoteArea(page, 'mf_cart_checkout')).getByRole('heading').first().waitFor();

    await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.reload();
    await (await remoteArea(page, 'mf_cart_checkout')).getByRole('heading').first().waitFor();
    expect(await page.locator('[data-remote-fallback]').count()).toBe(0);
    await context.close();
  });

  it('shows the not-found page for a path nobody owns', async () => {
    const { context, page } = await openContext(browser(), { cookieConsent: true, language: 'en-US' });
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('retries a lazy chunk whose download fails, without showing a fallback', async () => {
    const { context, page } = await openContext(browser(), { cookieConsent: true, language: 'en-US' });
    await page.goto('/cart');
    await page.waitForLoadState('networkidle');
    let dropped = 0;
    // The next two downloads of a shell chunk (the help page's) are cut off.
    await page.route(/\/[\w-]+\.[0-9a-f]{10}\.js$/, (route) => {
      if (new URL(route.request().url()).pathname.startsWith('/mf/') || dropped >= 2) return route.continue();
      dropped += 1;
      return route.abort('connectionreset');
    });
    await page.getByRole('link', { name: 'FAQs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    expect(dropped).toBe(2);
    await context.close();
  });
});
