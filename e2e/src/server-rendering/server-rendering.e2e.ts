// Issue 24: storefront pages arrive as HTML rendered on the server from each remote's own server
// build, in the visitor's language, and hydrate in the browser without a mismatch.
import { type Page } from 'playwright-core';
import { LANGUAGE_COOKIE, ROUTES, type Language } from 'shared-contracts';
import { VIEWPORTS, type ViewportName, baseUrl, sharedBrowser } from 'tooling-testing/browser';
import { serverRenderedPage } from '../support/server-rendered';

jest.setTimeout(240_000);

const browser = sharedBrowser();

interface ServerPage {
  path: Record<Language, string>;
  /** Text the server's markup of the page's own area holds, by language. */
  text: Record<Language, RegExp>;
}

const same = (path: string) => ({ 'es-ES': path, 'en-US': path });

const SERVER_PAGES: ServerPage[] = [
  { path: same(ROUTES.home), text: { 'es-ES': /Espacios serenos/, 'en-US': /Calm spaces/i } },
  {
    path: { 'es-ES': '/collections/lamparas', 'en-US': '/collections/lamps' },
    text: { 'es-ES': /Lámparas/, 'en-US': /Lamps/ },
  },
  { path: same('/type_products/sofas'), text: { 'es-ES': /Sofás/, 'en-US': /Sofas/ } },
  { path: same('/products/3'), text: { 'es-ES': /Sofá Sevilla/, 'en-US': /Sevilla/ } },
  { path: same('/search?q=sofa'), text: { 'es-ES': /Búsqueda/, 'en-US': /Search/ } },
  { path: same(ROUTES.sales), text: { 'es-ES': /Rebajas/, 'en-US': /Sale/ } },
  { path: same(ROUTES.wishlist), text: { 'es-ES': /Favoritos/, 'en-US': /Wishlist/ } },
  { path: same(ROUTES.contact), text: { 'es-ES': /Contacto/, 'en-US': /Contact/ } },
  { path: same(ROUTES.login), text: { 'es-ES': /Iniciar sesión/, 'en-US': /Sign in/ } },
  { path: same(ROUTES.register), text: { 'es-ES': /Crear cuenta|Regístrate/i, 'en-US': /Create|Register/i } },
  { path: same(ROUTES.cookiesPolicy), text: { 'es-ES': /cookies/i, 'en-US': /cookies/i } },
  { path: same(ROUTES.error), text: { 'es-ES': /.+/, 'en-US': /.+/ } },
];

const LANGUAGES: Language[] = ['es-ES', 'en-US'];

async function serverHtml(path: string, language: Language): Promise<string> {
  const { status, html } = await serverRenderedPage(
    new URL(path, baseUrl()).href,
    { Cookie: `${LANGUAGE_COOKIE}=${language}` },
    // The legal pages and /error are the shell's own: no remote to wait for.
    { remoteRendered: !path.startsWith('/pages/') && path !== ROUTES.error },
  );
  // /error reached as a landing page names nothing: 404 (issue 25), with the error page.
  expect(status).toBe(path === ROUTES.error ? 404 : 200);
  return html;
}

/** The markup of the page's <main>, as the server sent it. */
const mainOf = (html: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
const textOf = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('pages rendered on the server', () => {
  it.each(
    SERVER_PAGES.flatMap((page) =>
      LANGUAGES.map((language) => [page.path[language], language, page] as const),
    ),
  )('%s arrives as HTML in %s, with its data as JSON and no inline script', async (_path, language, page) => {
    const html = await serverHtml(page.path[language], language);
    expect(html).toMatch(new RegExp(`<html lang="${language.slice(0, 2)}">`));
    expect(textOf(mainOf(html))).toMatch(page.text[language]);
    // The header is server-rendered too, signed out: no visitor's session is in the HTML.
    expect(html).toMatch(/<header/);
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
      // Data blocks only: the page's JSON, and schema.org JSON-LD (issue 25), which no browser runs.
      expect(tag).toMatch(/type="application\/(ld\+)?json"|\ssrc="/);
    }
    expect(html).toContain('id="shop-render"');
  });

  it('writes what it loaded as escaped JSON: a hostile search renders as text, never runs', async () => {
    const hostile = '</script><script>alert(1)</script>';
    const path = `${ROUTES.search}?q=${encodeURIComponent(hostile)}`;
    const html = await serverHtml(path, 'es-ES');
    expect(html).not.toContain('<script>alert(1)</script>');

    const context = await browser().newContext({ viewport: VIEWPORTS.desktop, baseURL: baseUrl() });
    const page = await context.newPage();
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(dialogs).toBe(0);
    await context.close();
  });
});

/** Console errors of a hydration mismatch or a server boundary React had to give up on. */
const HYDRATION_TROUBLE = /hydrat|#418|#419|#423|#425|did not match|server could not finish/i;

async function openHydrated(page: Page, path: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_TROUBLE.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  // What the server sent, kept once the document is parsed and before any script runs:
  // hydration keeps these very nodes, a render from scratch replaces them.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const main = document.querySelector('main');
      (window as unknown as { serverNodes: Element[] }).serverNodes = [
        main,
        main?.querySelector('h1'),
        // A picture with content (the home's decorative poster gives way to its loop's <video>).
        main?.querySelector('img:not([alt=""])'),
        main?.querySelector('a, button'),
      ].filter((node): node is Element => Boolean(node));
    });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The remote's own routes hydrate when its code has arrived.
  await page.waitForFunction(() => !document.querySelector('main [role="status"][aria-live]'), undefined, {
    timeout: 15_000,
  });
  const kept = await page.evaluate(() => {
    const nodes = (window as unknown as { serverNodes?: Element[] }).serverNodes ?? [];
    return nodes.length > 0 && nodes.every((node) => node.isConnected);
  });
  return { problems, kept };
}

describe('hydration', () => {
  // Render workers started: the pages below are the server's.
  beforeAll(() => serverRenderedPage(new URL('/', baseUrl()).href));

  const cases = SERVER_PAGES.flatMap((page) =>
    LANGUAGES.flatMap((language) =>
      (Object.keys(VIEWPORTS) as ViewportName[]).map(
        (viewport) => [page.path[language], language, viewport] as const,
      ),
    ),
  );

  it.each(cases)(
    '%s in %s at %s hydrates what the server sent, without a mismatch',
    async (path, language, viewport) => {
      const context = await browser().newContext({ viewport: VIEWPORTS[viewport], baseURL: baseUrl() });
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseUrl() }]);
      await context.addInitScript((lang) => localStorage.setItem('shell.language', lang), language);
      const page = await context.newPage();
      const { problems, kept } = await openHydrated(page, path);
      expect(problems).toEqual([]);
      expect(kept).toBe(true);
      await context.close();
    },
  );

  it('keeps the English the server rendered for a visitor with the cookie but no stored choice', async () => {
    // Site data cleared but cookies, or a choice made in another tab's older release.
    const context = await browser().newContext({ viewport: VIEWPORTS.desktop, baseURL: baseUrl() });
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'en-US', url: baseUrl() }]);
    const page = await context.newPage();
    const { problems, kept } = await openHydrated(page, '/type_products/sofas');
    expect(problems).toEqual([]);
    expect(kept).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expect(page.locator('main h1').textContent()).resolves.toMatch(/Sofas/);
    await context.close();
  });
});
