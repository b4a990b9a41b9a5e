// The storefront frame owned by the shell: language switch, cookie banner, the header's
// one-open rule, the mobile layout, the footer and the frame topic, accessibility.
import { type Page } from 'playwright-core';
import { registerCustomer, signInOnPage } from './support/accounts';
import { seriousViolations } from './support/axe';
import { VIEWPORTS, baseUrl, openContext, sharedBrowser } from 'tooling-testing/browser';
import { publishOnBus, waitForBusState } from './support/bus';
import { waitUntilHydrated } from './support/hydration';

jest.setTimeout(60_000);

const browser = sharedBrowser();

/** Signs a new customer in: a real account, since the remotes call the API with its token. */
async function signIn(page: Page): Promise<void> {
  await signInOnPage(page, await registerCustomer('frame'));
}

/** Where the fixed header ends and where the content below it starts, in the viewport. */
const headerOffset = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header')!;
    const main = document.querySelector('main')!;
    return {
      headerBottom: header.getBoundingClientRect().bottom,
      contentTop: main.getBoundingClientRect().top + parseFloat(getComputedStyle(main).paddingTop),
      position: getComputedStyle(header).position,
    };
  });

const expanded = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).getAttribute('aria-expanded');

describe('language', () => {
  it('defaults to Castellano, switches to English with a 5-second notice on the home page, and back', async () => {
    const { context, page } = await openContext(browser(), { cookieConsent: true });
    await page.goto('/pages/faqs');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.getByRole('link', { name: 'Preguntas frecuentes' }).first().waitFor();

    await page.getByRole('button', { name: 'EN, English (US)' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const notice = page.getByText('Switched to English (US)');
    await notice.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('shell.language'))).toBe('en-US');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await notice.waitFor({ state: 'detached', timeout: 7000 });

    await page.getByRole('button', { name: 'ES, Castellano (ES)' }).click();
    await page.getByText('Idioma cambiado a Castellano (ES)').waitFor();
    await context.close();
  });

  it('reloads to /backoffice when switched from the back office', async () => {
    const { context, page } = await openContext(browser(), { cookieConsent: true });
    await page.goto('/backoffice/discountcodes');
    await page.getByRole('contentinfo').getByRole('button', { name: 'English (US)' }).click();
    await page.waitForURL((url) => url.pathname === '/backoffice');
    await page.getByText('Switched to English (US)').waitFor();
    await context.close();
  });
});

describe('cookie banner', () => {
  it.each([
    ['Aceptar', 'true'],
    ['Rechazar', 'false'],
  ])('stays until %s is pressed, then stores %s and does not come back', async (button, stored) => {
    const { context, page } = await openContext(browser());
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies' });
    await banner.waitFor();
    expect(await banner.getByRole('link').getAttribute('href')).toBe('/pages/cookies-policy');

    await banner.getByRole('button', { name: button }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('shell.cookie-consent'))).toBe(stored);

    await page.reload();
    await page.getByRole('banner').waitFor();
    expect(await page.getByRole('region', { name: 'Cookies' }).count()).toBe(0);
    await context.close();
  });
});

describe('header', () => {
  it('keeps only one of search and the account menu open (desktop)', async () => {
    const { context, page } = await openContext(browser(), { cookieConsent: true, language: 'en-US' });
    await page.goto('/pages/faqs');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');

    await signIn(page);
    await page.getByRole('button', { name: 'Search the shop' }).click();
    expect(await expanded(page, 'Search the shop')).toBe('true');

    await page.getByRole('button', { name: 'My account' }).click();
    expect(await expanded(page, 'My account')).toBe('true');
    expect(await expanded(page, 'Search the shop')).toBe('false');
    const menu = page.locator(
      '#' + (await page.getByRole('button', { name: 'My account' }).getAttribute('aria-controls')),
    );
    const names = await menu.getByRole('listitem').allInnerTexts();
    expect(names.map((name) => name.trim())).toEqual(['My orders', 'My profile', 'Log out']);
    expect(await menu.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/orders');

    await page.getByRole('button', { name: 'Search the shop' }).click();
    expect(await expanded(page, 'My account')).toBe('false');
    await context.close();
  });

  it('searches only for non-empty text, then clears the box', async () => {
    const { context, page } = await openContext(browser(), { cookieConsent: true, language: 'en-US' });
    await page.goto('/pages/faqs');
    const toggle = page.getByRole('button', { name: 'Search the shop' });
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await toggle.click();
    await box.fill('   ');
    await box.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/pages/faqs');

    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await box.fill('lámpara');
    await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).searchParams.get('query')).toBe('lámpara');

    await toggle.click();
    expect(await box.inputValue()).toBe('');
    await context.close();
  });

  it('shows the cart and wishlist counts the bus carries', async () => {
    const { context, page } = await openContext(browser(), { cookieConsent: true, language: 'en-US' });
    await page.goto('/pages/faqs');
    // Let the wishlist and cart services publish their own counts first, so ours is the last word.
    await waitForBusState(page, 'wishlist.count');
    await waitForBusState(page, 'cart.count');
    await publishOnBus(page, 'cart.count', 3);
    await publishOnBus(page, 'wishlist.count', 1);
    await page.getByRole('link', { name: 'Cart, 3 items' }).waitFor();
    await page.getByRole('link', { name: 'Wishlist, 1 item' }).waitFor();
    await context.close();
  });
});

describe('mobile layout at 390 px', () => {
  it('puts the navigation behind a menu and keeps one panel open at a time', async () => {
    const { context, page } = await openContext(browser(), {
      cookieConsent: true,
      language: 'en-US',
      viewport: 'mobile',
    });
    await page.goto('/pages/faqs');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.waitFor();
    for (const name of ['Sales', 'Furniture', 'Decor', 'Lamps', 'Accessories', 'Wishlist', 'Contact']) {
      expect(await nav.getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    await page.getByRole('button', { name: 'Search the shop' }).click();
    expect(await expanded(page, 'Search the shop')).toBe('true');
    expect(await expanded(page, 'Menu')).toBe('false');

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('offsets the content by the fixed header height, from the first paint of a first visit on', async () => {
    // Before its scripts run, a phone's first visit shows the page the server rendered without
    // knowing the width (no layout cookie yet): a page with scripts off stays in that moment.
    const before = await browser().newContext({
      javaScriptEnabled: false,
      viewport: VIEWPORTS.mobile,
      baseURL: baseUrl(),
    });
    const serverPage = await before.newPage();
    await serverPage.goto('/pages/faqs');
    const painted = await headerOffset(serverPage);
    expect(painted.position).toBe('fixed');
    expect(painted.contentTop).toBeGreaterThanOrEqual(painted.headerBottom - 1);
    // The desktop navigation bar stays hidden at this width (the menu comes once the page starts).
    expect(await serverPage.getByRole('navigation', { name: 'Navegación principal' }).isVisible()).toBe(
      false,
    );
    // The legal page's own styles come with it: without them its text runs from the screen's edge.
    const headingLeft = await serverPage
      .getByRole('heading', { level: 1 })
      .evaluate((heading) => heading.getBoundingClientRect().left);
    expect(headingLeft).toBeGreaterThan(0);
    await before.close();

    const { context, page } = await openContext(browser(), { cookieConsent: true, viewport: 'mobile' });
    await page.goto('/pages/faqs');
    await waitUntilHydrated(page, 'header');
    await page.getByRole('button', { name: 'Menú' }).waitFor();
    const started = await headerOffset(page);
    expect(started.position).toBe('fixed');
    expect(started.contentTop).toBeGreaterThanOrEqual(started.headerBottom - 1);
    await context.close();
  });
});

describe('footer', () => {
  it('hides while an embedded frame is active and comes back after', async () => {
    const { context, page } = await openContext(browser(), { cookieConsent: true });
    await page.goto('/pages/faqs');
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    await publishOnBus(page, 'frame.embedded-active', true);
    await footer.waitFor({ state: 'detached' });
    await publishOnBus(page, 'frame.embedded-active', false);
    await footer.waitFor();
    await context.close();
  });
});

describe('accessibility of the frame', () => {
  it.each([
    ['desktop', 'es-ES'],
    ['desktop', 'en-US'],
    ['mobile', 'es-ES'],
  ] as const)('has no serious or critical axe violation (%s, %s)', async (viewport, language) => {
    const { context, page } = await openContext(browser(), { viewport, language });
    await page.goto('/pages/faqs');
    await page.getByRole('region', { name: 'Cookies' }).waitFor();
    const violations = await seriousViolations(page);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('can be used from the keyboard: skip link first, then the header controls', async () => {
    const { context, page } = await openContext(browser(), { cookieConsent: true, language: 'en-US' });
    await page.goto('/pages/faqs');
    await page.getByRole('banner').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
    await context.close();
  });
});
