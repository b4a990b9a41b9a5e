// A bulk discount on a category (issue 28 points 5, 6, 8): the staff member filters the prices
// screen by a category, selects every product it lists (all that match: a category fits on
// one page), previews a 20 % discount (the count, a sample before and after) and applies it;
// the list shows the new prices, and the storefront's category listing and sales show the
// discounted products at once.
import { formatPercent, salePriceCents } from 'shared-contracts';
import { type ViewportName, openContext, sharedBrowser } from 'tooling-testing/browser';
import { e2eStaffMember } from '../support/staff';
import { eventually } from '../support/eventually';
import { tiles } from '../catalog/catalog-page';
import { type ShopLanguage, parseMoney } from '../catalog/catalog-texts';
import { backofficeArea, signInAsStaff } from './backoffice-steps';
import { BACKOFFICE_TEXTS } from './backoffice-texts';
import {
  PRICE_TYPES,
  money,
  normalized,
  openPrices,
  priceRow,
  priceRows,
  productsOfType,
  rowCell,
  tileOf,
  waitForTexts,
} from './prices-steps';

jest.setTimeout(150_000);

const browser = sharedBrowser();
const DISCOUNT = 20;

describe.each([
  ['es-ES', 'desktop'],
  ['en-US', 'mobile'],
] as const satisfies ReadonlyArray<readonly [ShopLanguage, ViewportName]>)(
  'a bulk discount (%s, %s)',
  (language, viewport) => {
    const text = BACKOFFICE_TEXTS[language].prices;
    const type = PRICE_TYPES.bulk[language];

    it('on a category is previewed, applied in one go, and shown by the list and the storefront', async () => {
      const all = await productsOfType(type, language);
      const count = all.length;
      // The preview's sample goes in id order: its first product is the type's lowest id.
      const first = all.reduce((lowest, product) => (product.id < lowest.id ? product : lowest));
      const { context, page } = await openContext(browser(), { language, viewport, cookieConsent: true });
      await signInAsStaff(page, language, e2eStaffMember());
      await openPrices(page, language);
      const area = backofficeArea(page);
      await area.getByRole('table', { name: text.table }).waitFor();

      await area.getByLabel(text.type, { exact: true }).selectOption(type);
      await page.waitForURL((url) => url.searchParams.get('type') === type);
      await area.getByText(text.count(count), { exact: true }).waitFor();
      await eventually(async () => expect(await priceRows(page).count()).toBe(count));
      const listPrice = parseMoney(await rowCell(page, first.id, 'listPrice').innerText(), language);
      const before = parseMoney(await rowCell(page, first.id, 'price').innerText(), language);
      const after = salePriceCents(Math.round(listPrice * 100), DISCOUNT) / 100;

      // Every product of the category: the page's box picks all that match.
      await area.getByRole('checkbox', { name: text.selectPage }).check();
      const bar = area.getByTestId('prices-bulk-bar');
      await bar.getByText(text.selected(count), { exact: true }).waitFor();
      expect(await area.getByRole('checkbox', { name: text.select(first.name) }).isChecked()).toBe(true);
      await bar.getByLabel(text.bulkKind, { exact: true }).selectOption('discount');
      await bar.getByLabel(text.bulkValue, { exact: true }).fill(String(DISCOUNT));
      await bar.getByRole('button', { name: text.preview, exact: true }).click();

      // The preview: how many, none out of bounds, the first product before and after.
      const dialog = page.getByRole('dialog', { name: text.confirmTitle(count) });
      await dialog.waitFor();
      expect(normalized(await dialog.getByTestId('prices-bulk-count').innerText())).toBe(
        text.confirmCount(count),
      );
      expect(await dialog.getByTestId('prices-bulk-out-of-bounds').count()).toBe(0);
      const sample = normalized(
        await dialog
          .getByRole('row')
          .filter({ hasText: `(id ${first.id})` })
          .innerText(),
      );
      expect(sample).toContain(first.name);
      expect(sample).toContain(normalized(formatPercent(DISCOUNT, language)));
      expect(sample).toContain(
        before === after ? money(after, language) : `${money(before, language)} → ${money(after, language)}`,
      );
      await dialog.getByRole('button', { name: text.apply(count), exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await area.getByText(text.applied(count)).waitFor();

      // The list reads the prices again.
      await eventually(async () => {
        expect(normalized(await rowCell(page, first.id, 'price').innerText())).toBe(money(after, language));
        expect(normalized(await rowCell(page, first.id, 'discount').innerText())).toBe(
          normalized(formatPercent(DISCOUNT, language)),
        );
      });
      expect(await priceRow(page, first.id).getByRole('checkbox').isChecked()).toBe(false);
      await context.close();

      // The storefront: every product of the category's listing saves 20 %; the sales show them.
      const save = language === 'es-ES' ? `Ahorra un ${DISCOUNT}%` : `Save ${DISCOUNT}%`;
      const visitor = await openContext(browser(), { language, viewport, cookieConsent: true });
      const shopper = visitor.page;
      await shopper.goto(`/type_products/${type}`);
      const firstTile = await tileOf(shopper, all[0]!.id);
      await waitForTexts(firstTile, [save]);
      const shown = await tiles(shopper).count();
      expect(shown).toBeGreaterThan(0);
      expect(await tiles(shopper).filter({ hasText: save }).count()).toBe(shown);

      const around = `price_min=${Math.floor(after)}&price_max=${Math.ceil(after)}`;
      await shopper.goto(`/sales?${around}`);
      await waitForTexts(await tileOf(shopper, first.id), [money(after, language), save]);
      await visitor.context.close();
    });
  },
);
