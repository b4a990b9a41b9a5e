// Issue 25: with scripts disabled, a visitor reads the catalogue from the server's HTML, in
// Castellano: home, a collection, a listing paged by its links, sorted and filtered by its
// form, a product opened from a tile, and a search.
import { type BrowserContext, type Page } from 'playwright-core';
import { LANGUAGE_COOKIE } from 'shared-contracts';
import { VIEWPORTS, baseUrl, openContext, sharedBrowser } from 'tooling-testing/browser';
import { serverRenderedPage } from '../support/server-rendered';
import { catalogArea, reloadingProducts, tilePrices, tiles, urlParams, waitForTiles } from './catalog-page';
import { TEXTS } from './catalog-texts';

jest.setTimeout(120_000);

const browser = sharedBrowser();
const text = TEXTS['es-ES'];

const isSorted = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);

/** Whether the page's own area came from the server (the catalogue's server build rendered it). */
const remoteRendered = (page: Page) => page.content().then((html) => html.includes('"rendered":true'));

/**
 * Goes to a page by `navigate` and waits for it. A page the server had no time to render comes
 * for the browser to render, which this visitor cannot: asked again, as a visitor would reload.
 */
async function arrive(page: Page, navigate: () => Promise<unknown>): Promise<void> {
  await navigate();
  await page.waitForLoadState('domcontentloaded');
  for (let tries = 0; !(await remoteRendered(page)) && tries < 3; tries += 1) await page.reload();
  expect(await remoteRendered(page)).toBe(true);
}

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // The first pages after the shop starts come while its render workers start.
  await serverRenderedPage(new URL('/', baseUrl()).href, {}, { remoteRendered: true, timeoutMs: 60_000 });
});

beforeEach(async () => {
  context = await browser().newContext({
    javaScriptEnabled: false,
    viewport: VIEWPORTS.desktop,
    baseURL: baseUrl(),
    locale: 'es-ES',
  });
  // The language the visitor chose, as the server reads it (the shop's default, said outright).
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'es-ES', url: baseUrl() }]);
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

describe('the catalogue without JavaScript, in Castellano', () => {
  it('shows the home: the studio’s promise and the collections’ tiles', async () => {
    await arrive(page, () => page.goto('/'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Espacios serenos, pensados pieza a pieza' }).isVisible(),
    ).resolves.toBe(true);
    const typeTiles = catalogArea(page).locator('a[href^="/type_products/"]');
    expect(await typeTiles.count()).toBeGreaterThan(4);
    await expect(typeTiles.first().isVisible()).resolves.toBe(true);
  });

  it('pages through a listing by its links, sorts and filters it by its form, and opens a product', async () => {
    await arrive(page, () => page.goto('/collections/lamparas'));
    const typeTile = catalogArea(page).locator('a[href^="/type_products/"]').first();
    await arrive(page, () => typeTile.click());
    expect(new URL(page.url()).pathname).toMatch(/^\/type_products\/[a-z]+$/);
    expect((await catalogArea(page).getByRole('heading', { level: 1 }).innerText()).trim()).not.toBe('');
    const firstPage = await tiles(page).getByRole('heading').allInnerTexts();
    expect(firstPage.length).toBeGreaterThan(0);

    // Page 2 is a link: a new page from the server, with other products.
    const pages = catalogArea(page).getByRole('navigation', { name: text.pages });
    await arrive(page, () => pages.getByRole('link', { name: text.page(2) }).click());
    expect(urlParams(page).get('page')).toBe('2');
    const secondPage = await tiles(page).getByRole('heading').allInnerTexts();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage).not.toEqual(firstPage);
    await expect(pages.getByRole('link', { name: text.page(2) }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );

    // Sort, by the form: price low to high, back on page 1.
    const apply = catalogArea(page).getByRole('button', { name: 'Aplicar' });
    await catalogArea(page).getByRole('combobox', { name: text.sortBy }).selectOption('price_asc');
    await arrive(page, () => apply.click());
    expect(urlParams(page).get('sort_by')).toBe('price_asc');
    expect(urlParams(page).get('page')).toBeNull();
    const sorted = await tilePrices(page, 'es-ES');
    expect(sorted.length).toBeGreaterThan(1);
    expect(isSorted(sorted)).toBe(true);

    // The price filter, by the form: a minimum keeps the sort and shows only what costs as much.
    const threshold = Math.ceil(sorted[Math.floor(sorted.length / 2)]!);
    await catalogArea(page).getByRole('spinbutton', { name: text.minPrice }).fill(String(threshold));
    await arrive(page, () => apply.click());
    expect(urlParams(page).get('price_min')).toBe(String(threshold));
    expect(urlParams(page).get('price_max')).not.toBeNull();
    expect(urlParams(page).get('sort_by')).toBe('price_asc');
    const filtered = await tilePrices(page, 'es-ES');
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((price) => price >= threshold)).toBe(true);
    expect(isSorted(filtered)).toBe(true);
    await expect(
      catalogArea(page).getByRole('spinbutton', { name: text.minPrice }).inputValue(),
    ).resolves.toBe(String(threshold));

    // A product from a tile: its name in the <h1>, its price, and what needs scripts says so.
    const tile = tiles(page).first();
    const name = (await tile.getByRole('heading').innerText()).trim();
    const price = filtered[0]!;
    await arrive(page, () => tile.getByRole('link').click());
    expect(new URL(page.url()).pathname).toMatch(/^\/products\/\d+$/);
    await expect(catalogArea(page).getByRole('heading', { level: 1 }).innerText()).resolves.toBe(name);
    const shownPrice = catalogArea(page).getByText(/€/).first();
    await expect(shownPrice.isVisible()).resolves.toBe(true);
    expect(await tilePricesOnProduct(page)).toContain(price);
    await expect(catalogArea(page).getByRole('button', { name: text.addToCart }).isDisabled()).resolves.toBe(
      true,
    );
    await expect(
      catalogArea(page)
        .getByText(/activa JavaScript/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expect(catalogArea(page).getByText('El carrito se está preparando…').isVisible()).resolves.toBe(
      false,
    );
    expect(await catalogArea(page).getByRole('button', { name: 'Añadir a favoritos' }).count()).toBe(0);
  });

  it('shows a search’s results, and its form keeps the search when it sorts', async () => {
    await arrive(page, () => page.goto(`/search?query=${text.unaccented}`));
    await expect(
      catalogArea(page)
        .getByRole('heading', { level: 1, name: text.searchTitle(text.unaccented) })
        .isVisible(),
    ).resolves.toBe(true);
    expect(await tiles(page).count()).toBeGreaterThan(0);
    await catalogArea(page).getByRole('combobox', { name: text.sortBy }).selectOption('price_desc');
    await arrive(page, () => catalogArea(page).getByRole('button', { name: 'Aplicar' }).click());
    expect(urlParams(page).get('query')).toBe(text.unaccented);
    expect(urlParams(page).get('sort_by')).toBe('price_desc');
    const prices = await tilePrices(page, 'es-ES');
    expect(prices.length).toBeGreaterThan(0);
    expect(isSorted([...prices].reverse())).toBe(true);
  });

  it('shows the sales, and a collection’s tiles', async () => {
    await arrive(page, () => page.goto('/sales'));
    await expect(
      catalogArea(page).getByRole('heading', { level: 1, name: text.sales }).isVisible(),
    ).resolves.toBe(true);
    expect(await tiles(page).count()).toBeGreaterThan(0);
    await arrive(page, () => page.goto('/collections/lamparas'));
    await expect(catalogArea(page).getByRole('heading', { level: 1 }).innerText()).resolves.toMatch(
      /Lámparas/,
    );
  });
});

describe('the same listing with JavaScript', () => {
  it('never sends the form: sort, price box and pages apply in place, as before', async () => {
    const { context: scripted, page: shop } = await openContext(browser(), {
      language: 'es-ES',
      cookieConsent: true,
    });
    await shop.goto('/type_products/sofas');
    await waitForTiles(shop);
    // A mark on the page's window: a full page load would lose it.
    await shop.evaluate(() => Object.assign(window, { samePage: true }));
    const samePage = () =>
      shop.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);
    expect(await catalogArea(shop).getByRole('button', { name: 'Aplicar' }).isVisible()).toBe(false);
    expect(await catalogArea(shop).getByRole('spinbutton').count()).toBe(0);

    await reloadingProducts(
      shop,
      () => catalogArea(shop).getByRole('combobox', { name: text.sortBy }).selectOption('price_asc'),
      {
        sort_by: 'price',
        ascending: 'true',
      },
    );
    const min = catalogArea(shop).getByRole('textbox', { name: text.minPrice });
    const threshold = Math.ceil((await tilePrices(shop, 'es-ES'))[3]!);
    await min.fill(String(threshold));
    await reloadingProducts(shop, () => min.press('Enter'), { price_min: String(threshold) });
    expect(urlParams(shop).get('price_min')).toBe(String(threshold));
    expect(urlParams(shop).get('sort_by')).toBe('price_asc');
    expect(await samePage()).toBe(true);
    await scripted.close();
  });
});

/** The euro amounts of the product page's price (the price to pay first). */
async function tilePricesOnProduct(page: Page): Promise<number[]> {
  const texts = await catalogArea(page).locator('section p').filter({ hasText: '€' }).allInnerTexts();
  return texts.flatMap((line) =>
    [...line.matchAll(/([\d.]+,\d{2})\s*€/g)].map(([, amount]) =>
      Number(amount!.replace(/\./g, '').replace(',', '.')),
    ),
  );
}
