// A visitor browses the catalogue on the composed shop, in both languages, at 1280 and 390 px.
import { formatLocaleNumber } from 'shared-contracts';
import { type Page } from 'playwright-core';
import { type ViewportName, openContext, sharedBrowser } from 'tooling-testing/browser';
import {
  catalogArea,
  reloadingProducts,
  followNavigation,
  gridColumns,
  searchFor,
  tilePrices,
  tiles,
  urlParams,
  waitForTiles,
} from './catalog-page';
import { type ShopLanguage, TEXTS } from './catalog-texts';

jest.setTimeout(90_000);

const browser = sharedBrowser();

const COMBINATIONS: Array<[ShopLanguage, ViewportName]> = [
  ['es-ES', 'desktop'],
  ['es-ES', 'mobile'],
  ['en-US', 'desktop'],
  ['en-US', 'mobile'],
];
const LISTING_COLUMNS = { desktop: 5, mobile: 2 };
const WISHLIST_COLUMNS = { desktop: 3, mobile: 2 };
const COLLECTION_HREF = { 'es-ES': '/collections/lamparas', 'en-US': '/collections/lamps' };

const isSorted = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);

async function open(language: ShopLanguage, viewport: ViewportName, path: string) {
  const { context, page } = await openContext(browser(), { language, viewport, cookieConsent: true });
  await page.goto(path);
  return { context, page };
}

async function productCount(page: Page, language: ShopLanguage): Promise<number> {
  const count = catalogArea(page).getByText(TEXTS[language].productCount);
  await count.waitFor();
  return Number((await count.innerText()).replace(/\D/g, ''));
}

describe.each(COMBINATIONS)('catalogue in %s at %s width', (language, viewport) => {
  const text = TEXTS[language];

  it('goes from home to a collection and a listing, then filters and sorts it', async () => {
    const { context, page } = await open(language, viewport, '/');
    await followNavigation(page, viewport, language, COLLECTION_HREF[language]);
    const typeTile = catalogArea(page).locator('a[href^="/type_products/"]').first();
    await reloadingProducts(page, () => typeTile.click(), { page: '1' });
    expect(new URL(page.url()).pathname).toMatch(/^\/type_products\/[a-z]+$/);
    const hero = catalogArea(page).getByRole('heading', { level: 1 });
    expect((await hero.innerText()).trim()).not.toBe('');
    expect(await productCount(page, language)).toBeGreaterThan(0);
    expect(await gridColumns(page)).toBe(LISTING_COLUMNS[viewport]);

    // Page through the listing: a category of the seeded catalogue spans two pages.
    const firstPage = await tiles(page).getByRole('heading').allInnerTexts();
    const pages = catalogArea(page).getByRole('navigation', { name: text.pages });
    await reloadingProducts(page, () => pages.getByRole('link', { name: text.page(2) }).click(), {
      page: '2',
    });
    expect(urlParams(page).get('page')).toBe('2');
    expect(await tiles(page).getByRole('heading').allInnerTexts()).not.toEqual(firstPage);
    const allPrices = await tilePrices(page, language);

    // Price boxes: the new minimum applies on Enter and takes the listing back to page 1;
    // the URL keeps it, replacing the entry.
    const historyLength = await page.evaluate(() => history.length);
    const threshold = Math.ceil([...allPrices].sort((a, b) => a - b)[Math.floor(allPrices.length / 2)]!);
    const min = catalogArea(page).getByRole('textbox', { name: text.minPrice });
    await min.fill(String(threshold));
    await reloadingProducts(page, () => min.press('Enter'), { price_min: String(threshold), page: '1' });
    expect(urlParams(page).get('price_min')).toBe(String(threshold));
    expect(urlParams(page).get('page') ?? '1').toBe('1');
    expect((await tilePrices(page, language)).every((price) => price >= threshold)).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // Sort: price low to high.
    const sort = catalogArea(page).getByRole('combobox', { name: text.sortBy });
    await reloadingProducts(page, () => sort.selectOption('price_asc'), {
      sort_by: 'price',
      ascending: 'true',
    });
    expect(urlParams(page).get('sort_by')).toBe('price_asc');
    expect(isSorted(await tilePrices(page, language))).toBe(true);

    // The slider moves the maximum down, step by step.
    const before = Number(urlParams(page).get('price_max'));
    await catalogArea(page).getByRole('slider', { name: text.maxPrice }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL((url) => Number(url.searchParams.get('price_max')) === before - 1);

    // Reloading restores the same view.
    const url = page.url();
    await page.reload();
    await waitForTiles(page);
    expect(page.url()).toBe(url);
    expect(await catalogArea(page).getByRole('combobox', { name: text.sortBy }).inputValue()).toBe(
      'price_asc',
    );
    // The box writes the price as the language writes numbers ('1.505' / '1,505' from 1,000 up).
    expect(await catalogArea(page).getByRole('textbox', { name: text.minPrice }).inputValue()).toBe(
      formatLocaleNumber(threshold, language),
    );
    await context.close();
  });

  it('opens /sales, pages through it and opens a product', async () => {
    const { context, page } = await open(language, viewport, '/');
    await followNavigation(page, viewport, language, '/sales');
    await catalogArea(page).getByRole('heading', { level: 1, name: text.sales }).waitFor();
    await waitForTiles(page);
    expect(await gridColumns(page)).toBe(LISTING_COLUMNS[viewport]);
    expect(await tiles(page).first().getByText(text.save).count()).toBe(1);

    const firstPage = await tiles(page).getByRole('heading').allInnerTexts();
    const pages = catalogArea(page).getByRole('navigation', { name: text.pages });
    await reloadingProducts(page, () => pages.getByRole('link', { name: text.page(2) }).click(), {
      page: '2',
    });
    expect(urlParams(page).get('page')).toBe('2');
    expect(await pages.getByRole('link', { name: text.page(2) }).getAttribute('aria-current')).toBe('page');
    expect(await tiles(page).getByRole('heading').allInnerTexts()).not.toEqual(firstPage);

    const name = (await tiles(page).first().getByRole('heading').innerText()).trim();
    await tiles(page).first().getByRole('link').click();
    await page.waitForURL(/\/products\/\d+$/);
    await catalogArea(page).getByRole('heading', { level: 1, name }).waitFor();
    await catalogArea(page).getByText(text.reference).waitFor();
    expect(await catalogArea(page).getByText(text.save).count()).toBe(1);
    expect(await catalogArea(page).getByRole('button', { name: text.addToCart }).count()).toBe(1);

    // The large image zooms under the pointer on desktop only.
    const image = catalogArea(page).getByRole('img', { name, exact: true });
    await image.hover();
    const transform = await image.evaluate((element) => getComputedStyle(element).transform);
    expect(transform === 'none').toBe(viewport === 'mobile');
    await context.close();
  });

  it('keeps a product in the wishlist, with the count in the header', async () => {
    const { context, page } = await open(language, viewport, '/type_products/vases');
    await waitForTiles(page);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: text.wishlistCount(0) }).waitFor();

    const name = (await tiles(page).first().getByRole('heading').innerText()).trim();
    await tiles(page)
      .first()
      .getByRole('button', { name: text.addToWishlist(name) })
      .click();
    await header.getByRole('link', { name: text.wishlistCount(1) }).waitFor();

    await tiles(page).first().getByRole('link').click();
    await catalogArea(page).getByRole('heading', { level: 1, name }).waitFor();
    await catalogArea(page).getByRole('button', { name: text.removeFromWishlistHere }).waitFor();

    await header.getByRole('link', { name: text.wishlistCount(1) }).click();
    await catalogArea(page).getByRole('heading', { level: 1, name: text.wishlistTitle }).waitFor();
    expect(await tiles(page).getByRole('heading').allInnerTexts()).toEqual([name]);
    expect(await gridColumns(page)).toBe(WISHLIST_COLUMNS[viewport]);

    await page.reload();
    await tiles(page)
      .first()
      .getByRole('button', { name: text.removeFromWishlist(name) })
      .click();
    await header.getByRole('link', { name: text.wishlistCount(0) }).waitFor();
    expect(await tiles(page).count()).toBe(0);
    await context.close();
  });

  it('finds the same products with and without accents', async () => {
    const { context, page } = await open(language, viewport, '/');
    await reloadingProducts(page, () => searchFor(page, language, text.accented), { query: text.accented });
    await catalogArea(page)
      .getByRole('heading', { level: 1, name: text.searchTitle(text.accented) })
      .waitFor();
    const accented = await productCount(page, language);
    const accentedNames = await tiles(page).getByRole('heading').allInnerTexts();
    expect(accented).toBeGreaterThan(0);
    expect(await gridColumns(page)).toBe(LISTING_COLUMNS[viewport]);

    await reloadingProducts(page, () => searchFor(page, language, text.unaccented), {
      query: text.unaccented,
    });
    await catalogArea(page)
      .getByRole('heading', { level: 1, name: text.searchTitle(text.unaccented) })
      .waitFor();
    expect(await productCount(page, language)).toBe(accented);
    expect(await tiles(page).getByRole('heading').allInnerTexts()).toEqual(accentedNames);
    await context.close();
  });
});
