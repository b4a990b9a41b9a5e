// The catalogue's pages have no serious or critical axe-core violation, in either layout.
import { seriousViolations } from '../support/axe';
import { type ViewportName, openContext } from '../support/browser';
import { catalogArea, tiles, waitForTiles, sharedBrowser } from './catalog-page';
import { type ShopLanguage, TEXTS } from './catalog-texts';

jest.setTimeout(90_000);

const browser = sharedBrowser();

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

    await page.goto('/wishlist');
    await waitForTiles(page);
    expect({ path: '/wishlist', violations: await seriousViolations(page, area) }).toEqual({
      path: '/wishlist',
      violations: [],
    });
    await context.close();
  });
});
