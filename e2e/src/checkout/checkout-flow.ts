// Steps a customer takes from the cart to the confirmation, on the composed shop.
import { type Locator, type Page, type Request } from 'playwright-core';
import { BUS_PROTOCOL_VERSION, SANDBOX_CHALLENGE_CODE } from 'shared-contracts';
import { type ShopLanguage } from '../catalog/catalog-texts';
import { addFromProductPage } from '../cart/cart-page';
import { baseUrl } from 'tooling-testing/browser';
import { CHECKOUT_TEXTS } from './checkout-texts';

export function checkoutArea(page: Page): Locator {
  return page.locator('[data-boundary="mf_cart_checkout"]');
}

export interface StockedProduct {
  id: number;
  name: string;
  price: number;
}

// Product types no other browser test looks at: each purchase takes stock and sells units.
const TYPES = ['trays', 'candleholders', 'baskets', 'clocks'];
const taken = new Map<string, number>();

/**
 * A product in stock (10 or more) that no other purchase of this test file has bought, from
 * these product types (a test file buying elsewhere than the checkout's passes its own).
 */
export async function freshProduct(types: readonly string[] = TYPES): Promise<StockedProduct> {
  const key = types.join(',');
  const products: StockedProduct[] = [];
  for (const type of types) {
    const response = await fetch(`${baseUrl()}/api/type_products/${type}?page=1&language=es`);
    const answer = (await response.json()) as {
      products: Array<StockedProduct & { stock: number; discount: number }>;
    };
    // Not on sale: the cart's browser tests take theirs from /sales.
    products.push(...answer.products.filter((product) => product.stock >= 10 && product.discount === 0));
  }
  const index = taken.get(key) ?? 0;
  const product = products[index];
  taken.set(key, index + 1);
  if (!product) throw new Error('no product in stock left for another purchase');
  return product;
}

const KERNEL = `__olmoShopBusKernel_v${BUS_PROTOCOL_VERSION}__`;

/** Waits until the cart service says the cart holds this many units. */
export async function waitForCartCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    ([kernel, expected]) =>
      (
        window as unknown as Record<
          string,
          { current(name: string): { value: unknown } | undefined } | undefined
        >
      )[kernel]?.current('cart.count')?.value === expected,
    [KERNEL, count] as const,
  );
}

/** Adds one unit from the product's page, as a customer does, and waits for the cart to hold it. */
export async function addToCart(page: Page, language: ShopLanguage, product: StockedProduct, count = 1) {
  await addFromProductPage(page, language, product.id);
  await waitForCartCount(page, count);
}

/** The cart's checkout button; the next page is given by the cart (address, or sign-in). */
export async function checkOutFromCart(page: Page, language: ShopLanguage, coupon?: string): Promise<void> {
  const text = CHECKOUT_TEXTS[language];
  await page.goto('/cart');
  const area = checkoutArea(page);
  if (coupon) {
    await area.getByLabel(text.couponField).fill(coupon);
    await area.getByRole('button', { name: text.applyCoupon }).click();
    await area.getByText(coupon, { exact: false }).first().waitFor();
  }
  await area.getByRole('button', { name: text.checkout }).click();
}

export const ADDRESS = {
  email: 'ana.garcia@example.com',
  name: 'Ana García',
  streetAddress: 'Calle Mayor 1',
  city: 'Madrid',
  zip: '28013',
  country: 'España',
  phoneNumber: '600111222',
} as const;

/** Fills the billing address (shipping follows it) and saves it; on to Delivery. */
export async function saveAddress(page: Page, language: ShopLanguage): Promise<void> {
  const text = CHECKOUT_TEXTS[language];
  await page.waitForURL('**/checkout/address');
  const billing = checkoutArea(page).getByRole('group', { name: text.billing });
  for (const [field, value] of Object.entries(ADDRESS))
    await billing.getByLabel(text.address[field as keyof typeof ADDRESS], { exact: true }).fill(value);
  await checkoutArea(page).getByRole('button', { name: text.toDelivery }).click();
  await page.waitForURL('**/checkout/delivery');
}

/** Chooses pick-up at the studio; on to Payment. */
export async function chooseDelivery(page: Page, language: ShopLanguage): Promise<void> {
  const text = CHECKOUT_TEXTS[language];
  await checkoutArea(page).getByRole('radio', { name: text.studioPickup }).check();
  await checkoutArea(page).getByRole('button', { name: text.toPayment }).click();
  await page.waitForURL('**/checkout/payment');
}

/** Types a card into the form and pays; gives the check-version request (its order code). */
export async function payWithCard(page: Page, language: ShopLanguage, number: string): Promise<Request> {
  const text = CHECKOUT_TEXTS[language];
  const area = checkoutArea(page);
  await area.getByLabel(text.card.name).fill('Ana García');
  await area.getByLabel(text.card.number).fill(number);
  await area.getByLabel(text.card.expiry).pressSequentially('1230');
  await area.getByLabel(text.card.cvc).fill('123');
  const checkVersion = page.waitForRequest('**/api/secure3d/check-version');
  await area.getByRole('button', { name: text.pay }).click();
  return checkVersion;
}

/** Answers the sandbox bank's challenge in its frame. */
export async function answerChallenge(page: Page, language: ShopLanguage, code = SANDBOX_CHALLENGE_CODE) {
  const text = CHECKOUT_TEXTS[language];
  const frame = page.frameLocator(`iframe[title="${text.challengeFrame}"]`);
  await frame.getByLabel(text.acsCode).fill(code);
  await frame.getByRole('button', { name: text.acsSubmit }).click();
}

/** The order code a payment request names. */
export function orderCodeOf(request: Request): string {
  return (request.postDataJSON() as { order_code: string }).order_code;
}

/** Waits for the confirmation of this order. */
export async function waitForConfirmation(page: Page, language: ShopLanguage, orderCode: string) {
  await page.waitForURL(`**/checkout/confirmation?order=${orderCode}`, { timeout: 30_000 });
  await checkoutArea(page).getByRole('heading', { name: CHECKOUT_TEXTS[language].thanks }).waitFor();
}
