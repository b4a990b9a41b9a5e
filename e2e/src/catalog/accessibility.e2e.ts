// The catalogue's pages have no serious or critical axe-core violation, in either layout,
// and their headings (product tiles included) go down one level at a time, none empty.
import { type Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { waitUntilHydrated } from '../support/hydration';
import { navigateInApp } from '../support/navigation';
import { type ViewportName, openContext, sharedBrowser } from 'tooling-testing/browser';
import { catalogArea, tiles, waitForTiles } from './catalog-page';
import { type ShopLanguage, TEXTS } from './catalog-texts';

jest.setTimeout(90_000);

const browser = sharedBrowser();

/** Headings of the catalogue's area that skip a level down, or say nothing. */
function headingFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    let previous = 0;
    const headings = document.querySelectorAll('[data-boundary="mf_catalog"] :is(h1, h2, h3, h4, h5, h6)');
    for (const heading of headings) {
      const level = Number(heading.tagName.slice(1));
      const text = heading.textContent?.trim() ?? '';
      if (!text) faults.push(`empty ${heading.tagName}`);
      if (level > previous + 1) faults.push(`${heading.tagName} '${text}' after h${previous}`);
      previous = level;
    }
    return faults;
  });
}

const LAYOUTS: Array<[ShopLanguage, ViewportName]> = [
  ['en-US', 'desktop'],
  ['es-ES', 'mobile'],
];

describe.each(LAYOUTS)('catalogue accessibility in %s at %s width', (language, viewport) => {
  it('has none on a listing, a product, search, sales and the wishlist', async () => {
    const { context, page } = await openContext(browser(), { language, viewport, cookieConsent: true });
    const area = '[data-boundary="mf_catalog"]';

    for (const path of ['/type_products/sofas', `/search?query=${TEXTS[language].unaccented}`, '/sales']) {
      await page.goto(path);
      await waitForTiles(page);
      expect({ path, violations: await seriousViolations(page, area) }).toEqual({ path, violations: [] });
      expect({ path, faults: await headingFaults(page) }).toEqual({ path, faults: [] });
    }

    const name = (await tiles(page).first().getByRole('heading').innerText()).trim();
    await tiles(page)
      .first()
      .getByRole('button', { name: TEXTS[language].addToWishlist(name) })
      .click();
    await tiles(page).first().getByRole('link').click();
    await catalogArea(page).getByRole('heading', { level: 1, name }).waitFor();
    expect({ path: 'product', violations: await seriousViolations(page, area) }).toEqual({
      path: 'product',
      violations: [],
    });
    expect(await headingFaults(page)).toEqual([]);

    await page.goto('/wishlist');
    await waitForTiles(page);
    expect({ path: '/wishlist', violations: await seriousViolations(page, area) }).toEqual({
      path: '/wishlist',
      violations: [],
    });
    expect(await headingFaults(page)).toEqual([]);
    await context.close();
  });

  it('names the listing only once its name is known: no empty heading while it loads or fails', async () => {
    const { context, page } = await openContext(browser(), { language, viewport, cookieConsent: true });
    // The server renders a listing it could load, so the failure is the browser's: a visit
    // that goes on from the home page, its code there, while the connection is down.
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await waitUntilHydrated(page, 'main');
    await page.route('**/api/type_products/**', (route) => route.abort('internetdisconnected'));
    await navigateInApp(page, '/type_products/sofas');
    await catalogArea(page).getByRole('button', { name: TEXTS[language].retry }).waitFor();
    expect(await headingFaults(page)).toEqual([]);
    await context.close();
  });
});
