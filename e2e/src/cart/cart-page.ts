// Steps a shopper takes with the cart, on the composed shop.
import { type Locator, type Page } from 'playwright-core';
import { type Account, postToApi } from '../support/accounts';
import { baseUrl } from 'tooling-testing/browser';
import { type ShopLanguage, TEXTS, parseMoney } from '../catalog/catalog-texts';
import { CART_TEXTS } from './cart-texts';

export function cartArea(page: Page): Locator {
  return page.locator('[data-boundary="mf_cart_checkout"]');
}

/** A cart line by its product's name. */
export function cartLine(page: Page, name: string): Locator {
  return cartArea(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** The header's cart link with this count in its name. */
export function headerCart(page: Page, language: ShopLanguage, count: number): Locator {
  return page.getByRole('banner').getByRole('link', { name: CART_TEXTS[language].headerCart(count) });
}

/** A summary row's amount, by its label. */
export async function summaryAmount(page: Page, language: ShopLanguage, label: string): Promise<number> {
  const row = cartArea(page)
    .getByRole('complementary')
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) });
  return parseMoney(await row.locator('dd').innerText(), language);
}

/** Adds one unit from the product's page, once the cart service has answered the button. */
export async function addFromProductPage(
  page: Page,
  language: ShopLanguage,
  productId: number,
): Promise<void> {
  await page.goto(`/products/${productId}`);
  const button = page.getByRole('button', { name: TEXTS[language].addToCart });
  await button.and(page.locator(':enabled')).waitFor();
  await button.click();
}

export interface ShopProduct {
  id: number;
  name: string;
  price: number;
  discount: number;
  stock: number;
}

/** Products on sale with stock to spare, named in a language: what a test adds to its cart. */
export async function productsOnSale(language: ShopLanguage, minimumStock = 10): Promise<ShopProduct[]> {
  const response = await fetch(`${baseUrl()}/api/sales?language=${language.slice(0, 2)}`);
  const { products } = (await response.json()) as { products: ShopProduct[] };
  return products.filter((product) => product.stock >= minimumStock);
}

/** The customer's server cart: product id → quantity. */
export async function serverCart(account: Account): Promise<Record<number, number>> {
  const answer = await postToApi<{ products: Array<{ id: number; quantity: number }> }>(
    '/cart/user_cart',
    { user_id: account.userId },
    account.token,
  );
  return Object.fromEntries(answer.products.map((line) => [line.id, line.quantity]));
}

/** The code of the customer's order under checkout, or null. */
export async function currentOrderCode(account: Account): Promise<string | null> {
  const answer = await postToApi<{ code: string | null }>(
    '/order/current_code',
    { user_id: account.userId },
    account.token,
  );
  return answer.code;
}

/** Euros of cents as the shop rounds them: the expected totals of a test. */
export const cents = (euros: number) => Math.round(euros * 100);
