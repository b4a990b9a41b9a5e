// The prices screen (issue 28 points 1, 2, 3, 6, 8): a staff member finds a product by its
// name, its id and its category (the URL keeps the view: a reload shows the same list),
// exports the list as CSV, opens the product, changes its list price and discount with the
// storefront's preview in both languages, and saves; the product's page (in the browser and
// in the server's HTML), its category's listing, the search and the sales show the new price
// at once. Its stock set to 0, its page says 'Ask availability'.
import { readFile } from 'node:fs/promises';
import { PRICE_EXPORT_COLUMNS, formatPercent } from 'shared-contracts';
import { type ViewportName, openContext, sharedBrowser } from 'tooling-testing/browser';
import { e2eStaffMember } from '../support/staff';
import { eventually } from '../support/eventually';
import { catalogArea } from '../catalog/catalog-page';
import { type ShopLanguage } from '../catalog/catalog-texts';
import { CART_TEXTS } from '../cart/cart-texts';
import { backofficeArea, signInAsStaff } from './backoffice-steps';
import { BACKOFFICE_TEXTS } from './backoffice-texts';
import {
  COLLECTION_OF,
  PRICE_TYPES,
  money,
  normalized,
  openPrices,
  pricePanel,
  priceRow,
  priceRows,
  productsOfType,
  rowCell,
  saveInPanel,
  serverRenderedText,
  tileOf,
  waitForTexts,
} from './prices-steps';

jest.setTimeout(150_000);

const browser = sharedBrowser();

/**
 * Each language at each width edits a product of its own among the language's type: one of
 * the least sold in stock (`rank` from the end of the best-selling order). The new list price
 * and discount, and the price to pay they make: above every price of the type, so a price
 * filter around it finds this product only; the old price the storefront strikes through is
 * the list price (the catalogue sends it: prices-old-price.test.ts checks a cent that deriving
 * it back from the price to pay would get wrong).
 */
const CASES: ReadonlyArray<
  readonly [ShopLanguage, ViewportName, { rank: number; list: number; discount: number; price: number }]
> = [
  ['es-ES', 'desktop', { rank: 1, list: 2480, discount: 25, price: 1860 }],
  ['en-US', 'mobile', { rank: 1, list: 3480, discount: 25, price: 2610 }],
  ['es-ES', 'mobile', { rank: 2, list: 2680, discount: 25, price: 2010 }],
  ['en-US', 'desktop', { rank: 2, list: 3680, discount: 25, price: 2760 }],
];

describe.each(CASES)('prices of one product (%s, %s)', (language, viewport, edit) => {
  const text = BACKOFFICE_TEXTS[language].prices;
  const type = PRICE_TYPES.edit[language];

  it('are found by name, id and category, edited with a preview, and shown by the storefront at once', async () => {
    const all = await productsOfType(type, language);
    // In stock, so that taking it to 0 changes what its page says.
    const product = all.filter((candidate) => candidate.stock > 0).at(-edit.rank)!;
    const { context, page } = await openContext(browser(), { language, viewport, cookieConsent: true });
    await signInAsStaff(page, language, e2eStaffMember());
    await openPrices(page, language);
    const area = backofficeArea(page);
    await area.getByRole('table', { name: text.table }).waitFor();

    // By its name, then by its id: one row.
    const search = area.getByRole('searchbox', { name: text.search });
    await search.fill(product.name);
    await area.getByRole('button', { name: text.searchSubmit, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === product.name);
    // The first page of every product (50 rows) gives way to the few of that name.
    await eventually(async () => expect(await priceRows(page).count()).toBeLessThan(10));
    await priceRow(page, product.id).waitFor();
    await search.fill(String(product.id));
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === String(product.id));
    await area.getByText(text.count(1), { exact: true }).waitFor();
    await eventually(async () => expect(await priceRows(page).count()).toBe(1));
    await priceRow(page, product.id).waitFor();

    // By collection and category: the type's products, kept in the URL across a reload.
    await area.getByRole('link', { name: text.clearFilters }).click();
    await page.waitForURL((url) => url.search === '');
    // The filters show the view cleared (no filter, so no link to clear them) before the next choice.
    await area.getByRole('link', { name: text.clearFilters }).waitFor({ state: 'detached' });
    await area.getByLabel(text.collection, { exact: true }).selectOption(COLLECTION_OF[type]!);
    await page.waitForURL((url) => url.searchParams.get('collection') === COLLECTION_OF[type]);
    // The filters show the collection chosen (the link to clear it is back).
    await area.getByRole('link', { name: text.clearFilters }).waitFor();
    await area.getByLabel(text.type, { exact: true }).selectOption(type);
    await page.waitForURL((url) => url.searchParams.get('type') === type);
    expect(new URL(page.url()).searchParams.get('search')).toBeNull();
    await area.getByText(text.count(all.length), { exact: true }).waitFor();
    await page.reload();
    await area.getByText(text.count(all.length), { exact: true }).waitFor();
    await priceRow(page, product.id).waitFor();
    expect(await priceRows(page).count()).toBe(all.length);
    expect(await area.getByLabel(text.type, { exact: true }).inputValue()).toBe(type);
    expect(await area.getByLabel(text.collection, { exact: true }).inputValue()).toBe(COLLECTION_OF[type]);

    // The list as CSV: the header, then a line per product of the filter.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      area.getByRole('button', { name: text.exportCsv }).click(),
    ]);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split(/\r\n/);
    expect(lines[0]).toBe(PRICE_EXPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(all.length + 1);
    expect(lines.some((line) => line.startsWith(`${product.id},`))).toBe(true);

    // The panel: new list price and discount, previewed in both languages, saved.
    await priceRow(page, product.id).getByRole('link', { name: product.name, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('product') === String(product.id));
    const panel = pricePanel(page, language, product.name);
    await panel.getByLabel(text.listPrice, { exact: true }).fill(String(edit.list));
    await panel.getByLabel(text.discount, { exact: true }).fill(String(edit.discount));
    for (const shown of ['es-ES', 'en-US'] as const) {
      const preview = panel.getByTestId(`prices-preview-${shown}`);
      await preview.getByText(BACKOFFICE_TEXTS[shown].prices.previewSave(String(edit.discount))).waitFor();
      const previewText = normalized(await preview.innerText());
      expect(previewText).toContain(money(edit.price, shown));
      expect(previewText).toContain(money(edit.list, shown));
    }
    await saveInPanel(panel, language, {});
    await panel.getByText(text.saved).waitFor();
    await eventually(async () => {
      expect(normalized(await rowCell(page, product.id, 'price').innerText())).toBe(
        money(edit.price, language),
      );
      expect(normalized(await rowCell(page, product.id, 'discount').innerText())).toBe(
        normalized(formatPercent(edit.discount, language)),
      );
    });

    // The storefront, at once: the product's page, in the browser and in the server's HTML.
    const price = money(edit.price, language);
    const original = money(edit.list, language);
    const save = language === 'es-ES' ? `Ahorra un ${edit.discount}%` : `Save ${edit.discount}%`;
    const visitor = await openContext(browser(), { language, viewport, cookieConsent: true });
    const shopper = visitor.page;
    await shopper.goto(`/products/${product.id}`);
    await catalogArea(shopper).getByRole('heading', { level: 1, name: product.name }).waitFor();
    await waitForTexts(catalogArea(shopper), [price, original, save]);
    const html = await serverRenderedText(`/products/${product.id}`, language);
    for (const shown of [price, original, save]) expect(html).toContain(shown);
    expect(html).not.toContain(CART_TEXTS[language].askAvailability);

    // Its category's listing and the sales filtered around the new price, and the search of its
    // name, in the browser and in the server's HTML. (The bounds stay within the page's price
    // range: the server leaves a page with bounds outside it for the browser to mend.)
    const around = `price_min=${edit.price - 1}&price_max=${edit.price}`;
    for (const path of [
      `/type_products/${type}?${around}`,
      `/search?query=${encodeURIComponent(product.name)}`,
      `/sales?${around}`,
    ]) {
      await shopper.goto(path);
      const tile = await tileOf(shopper, product.id);
      await waitForTexts(tile, [price, original, save]);
      const served = await serverRenderedText(path, language);
      for (const shown of [product.name, price, original, save]) expect(served).toContain(shown);
    }

    // Stock 0: the product's page asks for availability.
    await saveInPanel(panel, language, { stock: '0' });
    await panel.getByText(text.saved).waitFor();
    await shopper.goto(`/products/${product.id}`);
    const ask = catalogArea(shopper).getByRole('link', { name: CART_TEXTS[language].askAvailability });
    await ask.waitFor();
    expect(await ask.getAttribute('href')).toBe(`/ask-availability?product=${product.id}`);
    expect(await serverRenderedText(`/products/${product.id}`, language)).toContain(
      CART_TEXTS[language].askAvailability,
    );
    await visitor.context.close();
    await context.close();
  });
});
