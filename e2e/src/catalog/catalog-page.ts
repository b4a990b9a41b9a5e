// Steps a visitor takes through the catalogue, on the composed shop.
import { type Locator, type Page } from 'playwright-core';
import { type ViewportName } from 'tooling-testing/browser';
import { waitUntilHydrated } from '../support/hydration';
import { type ShopLanguage, TEXTS, parseMoney } from './catalog-texts';

export function catalogArea(page: Page): Locator {
  return page.locator('[data-boundary="mf_catalog"]');
}

export function tiles(page: Page): Locator {
  return catalogArea(page).getByRole('article');
}

/** Waits for the grid of a listing, search or sales page to show its products, ready to use. */
export async function waitForTiles(page: Page): Promise<void> {
  await tiles(page).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-boundary="mf_catalog"] [role="status"]'));
  await waitUntilHydrated(page, '[data-boundary="mf_catalog"] article');
}

/**
 * Runs an action that makes the page load products again, then waits for the API's answer
 * to those parameters and for the tiles it brings (not the ones still on screen before).
 */
export async function reloadingProducts(
  page: Page,
  action: () => Promise<unknown>,
  expected: Record<string, string>,
): Promise<void> {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      /^\/api\/(type_products|search|sales)\b/.test(url.pathname) &&
      Object.entries(expected).every(([name, value]) => url.searchParams.get(name) === value)
    );
  });
  await action();
  await answered;
  await waitForTiles(page);
}

/** The price to pay of every tile on the page, in order. */
export async function tilePrices(page: Page, language: ShopLanguage): Promise<number[]> {
  const texts = await tiles(page).locator('p').allInnerTexts();
  return texts.map((text) => parseMoney(text.split('€')[0] ?? '', language));
}

/** How many columns the product grid lays out. */
export async function gridColumns(page: Page): Promise<number> {
  return catalogArea(page)
    .getByRole('list')
    .first()
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
}

/** Follows a header navigation link; on mobile the links sit behind the menu button. */
export async function followNavigation(
  page: Page,
  viewport: ViewportName,
  language: ShopLanguage,
  href: string,
): Promise<void> {
  const header = page.getByRole('banner');
  if (viewport === 'mobile') await header.getByRole('button', { name: TEXTS[language].menu }).click();
  await header.locator(`a[href="${href}"]:visible`).first().click();
}

/** Searches from the header's search bar, as a visitor types it. */
export async function searchFor(page: Page, language: ShopLanguage, text: string): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: TEXTS[language].searchToggle }).click();
  const field = header.getByRole('searchbox', { name: TEXTS[language].searchField });
  await field.fill(text);
  await field.press('Enter');
}

/** The query parameters of the page's URL. */
export function urlParams(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}
