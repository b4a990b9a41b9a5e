// On a phone the listing's toolbar (price filter, count, sort) fits the screen in both
// languages: the Spanish sort label and options once pushed the filter off the right edge.
import { type Page } from 'playwright-core';
import { openContext, sharedBrowser } from 'tooling-testing/browser';
import { waitUntilHydrated } from '../support/hydration';
import { catalogArea, waitForTiles } from './catalog-page';
import { type ShopLanguage, TEXTS } from './catalog-texts';

jest.setTimeout(90_000);

const browser = sharedBrowser();

/** What sticks out past the right edge of the screen, as 'tag.class right-edge'. */
function pastRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const area = document.querySelector('[data-boundary="mf_catalog"]');
    return [...(area?.querySelectorAll('*') ?? [])]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName}.${element.className} ${element.getBoundingClientRect().right}`);
  });
}

describe.each<ShopLanguage>(['es-ES', 'en-US'])('the listing toolbar on a phone in %s', (language) => {
  it.each(['/type_products/sofas', `/search?query=${TEXTS[language].unaccented}`, '/sales'])(
    'fits the screen on %s',
    async (path) => {
      const { context, page } = await openContext(browser(), {
        language,
        viewport: 'mobile',
        cookieConsent: true,
      });
      await page.goto(path);
      await waitForTiles(page);
      expect(await pastRightEdge(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const sort = catalogArea(page).getByRole('combobox', { name: TEXTS[language].sortBy });
      expect(await sort.isVisible()).toBe(true);
      await context.close();
    },
  );
});

it('takes quick slider steps without a page error, landing on the last one', async () => {
  const { context, page } = await openContext(browser(), { language: 'es-ES', cookieConsent: true });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/type_products/sofas');
  await waitForTiles(page);
  const min = catalogArea(page).getByRole('textbox', { name: TEXTS['es-ES'].minPrice });
  const start = Number(await min.inputValue());
  // The slider may hydrate after the grid: keys pressed before would not reach React.
  await waitUntilHydrated(page, '[data-boundary="mf_catalog"] input[type="range"]');
  await catalogArea(page).getByRole('slider', { name: TEXTS['es-ES'].minPrice }).focus();
  for (let step = 0; step < 8; step += 1) await page.keyboard.press('ArrowRight');
  await page.waitForURL((url) => Number(url.searchParams.get('price_min')) === start + 8);
  await waitForTiles(page);
  expect(errors).toEqual([]);
  await context.close();
});
