// The back office's prices screen (issue 28) as a staff member uses it, and the storefront
// pages that must show its changes at once. Each test changes products of its own product
// type, one per test and language (PRICE_TYPES): no other browser test reads those types.
import { type Locator, type Page } from 'playwright-core';
import { LANGUAGE_COOKIE, formatMoney } from 'shared-contracts';
import { baseUrl } from 'tooling-testing/browser';
import { serverRenderedPage } from '../support/server-rendered';
import { tiles, waitForTiles } from '../catalog/catalog-page';
import { type ShopLanguage } from '../catalog/catalog-texts';
import { backofficeArea } from './backoffice-steps';
import { BACKOFFICE_TEXTS } from './backoffice-texts';

/**
 * The product types each prices test changes, by language. None is read by another browser
 * test: the checkout buys trays, candle holders, baskets, clocks; the back-office orders
 * planters, throws, cushions; the wishlist vases; the catalogue sofas and the lamps (its
 * searches find 'lámpara'); the cart takes the first two products of /sales, a tray and a
 * chair, so no chair either. Every type has 28 products (one page of the prices screen).
 */
export const PRICE_TYPES = {
  edit: { 'es-ES': 'armchairs', 'en-US': 'sideboards' },
  bulk: { 'es-ES': 'mirrors', 'en-US': 'wallart' },
  conflict: { 'es-ES': 'diningtables', 'en-US': 'bookcases' },
  shortage: { 'es-ES': 'coffeetables', 'en-US': 'rugs' },
} as const satisfies Record<string, Record<ShopLanguage, string>>;

/** The collection (its key) of each type above. */
export const COLLECTION_OF: Record<string, string> = {
  armchairs: 'furnitures',
  sideboards: 'furnitures',
  diningtables: 'furnitures',
  bookcases: 'furnitures',
  coffeetables: 'furnitures',
  mirrors: 'decor',
  wallart: 'decor',
  rugs: 'decor',
};

export interface CatalogueProduct {
  id: number;
  name: string;
  price: number;
  discount: number;
  stock: number;
}

/** Every product of a type as the storefront lists it, best selling first, named in the language. */
export async function productsOfType(slug: string, language: ShopLanguage): Promise<CatalogueProduct[]> {
  const products: CatalogueProduct[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(
      `${baseUrl()}/api/type_products/${slug}?page=${page}&language=${language.slice(0, 2)}`,
    );
    if (!response.ok) throw new Error(`/api/type_products/${slug} answered ${response.status}`);
    const answer = (await response.json()) as { products: CatalogueProduct[]; info: { n_pages: number } };
    products.push(...answer.products);
    if (page >= answer.info.n_pages) return products;
  }
}

/**
 * The type's least sold product (last in the storefront's default order): put on sale, it
 * stays far down /sales, below the products the cart's tests take from its top.
 */
export async function leastSold(slug: string, language: ShopLanguage): Promise<CatalogueProduct> {
  const product = (await productsOfType(slug, language)).at(-1);
  if (!product) throw new Error(`no product of type ${slug}`);
  return product;
}

/** Opens /backoffice/prices (with a query, as its URL keeps the view) once signed in as staff. */
export async function openPrices(page: Page, language: ShopLanguage, query = ''): Promise<void> {
  await page.goto(`/backoffice/prices${query}`);
  await backofficeArea(page)
    .getByRole('heading', { level: 1, name: BACKOFFICE_TEXTS[language].prices.title })
    .waitFor();
}

/** A product's row in the prices table. */
export function priceRow(page: Page, id: number): Locator {
  return backofficeArea(page).getByTestId(`prices-row-${id}`);
}

/** The rows the prices table shows. */
export function priceRows(page: Page): Locator {
  return backofficeArea(page).locator('[data-testid^="prices-row-"]');
}

/** A row's cells after the product's name: place, list price, discount, final price, stock, last change. */
export const ROW_CELL = { listPrice: 2, discount: 3, price: 4, stock: 5 } as const;

export function rowCell(page: Page, id: number, cell: keyof typeof ROW_CELL): Locator {
  return priceRow(page, id).locator('td').nth(ROW_CELL[cell]);
}

/** The side panel of a product, by its name in the staff member's language. */
export function pricePanel(page: Page, language: ShopLanguage, name: string): Locator {
  return page.getByRole('dialog', { name: BACKOFFICE_TEXTS[language].prices.panel(name) });
}

/** Fills the panel's fields given, as a staff member types them, and saves. */
export async function saveInPanel(
  panel: Locator,
  language: ShopLanguage,
  values: { price?: string; discount?: string; stock?: string },
): Promise<void> {
  const text = BACKOFFICE_TEXTS[language].prices;
  if (values.price !== undefined) await panel.getByLabel(text.listPrice, { exact: true }).fill(values.price);
  if (values.discount !== undefined)
    await panel.getByLabel(text.discount, { exact: true }).fill(values.discount);
  if (values.stock !== undefined) await panel.getByLabel(text.stock, { exact: true }).fill(values.stock);
  await panel.getByRole('button', { name: text.save, exact: true }).click();
}

/** Text with every run of white space (the no-break space of prices too) as one space. */
export const normalized = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** An amount as the shop writes it in a language, spaces normalized. */
export const money = (euros: number, language: ShopLanguage): string =>
  normalized(formatMoney(euros, language));

/** The text of a storefront page as the server rendered it, in a language (tags and entities out). */
export async function serverRenderedText(path: string, language: ShopLanguage): Promise<string> {
  const { status, html } = await serverRenderedPage(
    new URL(path, baseUrl()).href,
    { Cookie: `${LANGUAGE_COOKIE}=${language}` },
    { remoteRendered: true },
  );
  if (status !== 200) throw new Error(`${path} answered ${status}`);
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? html;
  return normalized(
    main
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
      .replace(/&amp;/g, '&'),
  );
}

/** The tile of a product on a listing, search or sales page (loaded and hydrated). */
export async function tileOf(page: Page, id: number): Promise<Locator> {
  await waitForTiles(page);
  return tiles(page).filter({ has: page.locator(`a[href="/products/${id}"]`) });
}

/** Waits for each text in the storefront's own area of the page. */
export async function waitForTexts(area: Locator, texts: readonly string[]): Promise<void> {
  for (const expected of texts) await area.getByText(expected).first().waitFor();
}
