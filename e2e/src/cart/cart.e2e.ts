// The cart in the composed shop, in both languages: a visitor fills it from product pages and
// sees the header's count, changes quantities, applies coupons and goes to check out; a
// customer's cart merges at sign-in, starts a checkout, and the next customer on the browser
// sees nothing of it.
import { type Account, postToApi, registerCustomer, signInOnPage } from '../support/accounts';
import { openContext, sharedBrowser } from 'tooling-testing/browser';
import { seriousViolations } from '../support/axe';
import { type ShopLanguage } from '../catalog/catalog-texts';
import { logOutFromMenu, waitForPath } from '../account/account-page';
import { eventually } from '../support/eventually';
import {
  type ShopProduct,
  addFromProductPage,
  cartArea,
  cartLine,
  cents,
  currentOrderCode,
  headerCart,
  productsOnSale,
  serverCart,
  summaryAmount,
} from './cart-page';
import { checkoutArea } from '../checkout/checkout-flow';
import { CHECKOUT_TEXTS } from '../checkout/checkout-texts';
import { CART_TEXTS } from './cart-texts';

jest.setTimeout(120_000);

const browser = sharedBrowser();
const LANGUAGES: ShopLanguage[] = ['es-ES', 'en-US'];

describe.each(LANGUAGES)('the cart in %s', (language) => {
  const text = CART_TEXTS[language];
  let first: ShopProduct;
  let second: ShopProduct;

  beforeAll(async () => {
    const products = await productsOnSale(language);
    if (products.length < 2) throw new Error('the shop has fewer than two products on sale with stock');
    [first, second] = [products[0]!, products[1]!];
  });

  it('is filled from product pages, counted in the header, adjusted, discounted and checked out as a guest', async () => {
    const { context, page } = await openContext(browser(), { language, cookieConsent: true });
    await addFromProductPage(page, language, first.id);
    await headerCart(page, language, 1).waitFor();
    await addFromProductPage(page, language, second.id);
    await headerCart(page, language, 2).waitFor();

    await headerCart(page, language, 2).click();
    await waitForPath(page, '/cart');
    await cartArea(page).getByRole('heading', { level: 1, name: text.title }).waitFor();
    const line = cartLine(page, first.name);
    await line.getByRole('button', { name: text.more(first.name) }).click();
    await headerCart(page, language, 3).waitFor();
    expect(await line.getByRole('group', { name: text.quantity(first.name) }).innerText()).toContain('2');
    await cartLine(page, second.name)
      .getByRole('button', { name: text.less(second.name) })
      .click();
    await cartLine(page, second.name).waitFor({ state: 'detached' });
    await headerCart(page, language, 2).waitFor();

    // Without a coupon only the total; with one, subtotal and discount too (cartTotals, in cents).
    const subtotal = cents(first.price) * 2;
    expect(await summaryAmount(page, language, text.total)).toBe(subtotal / 100);
    await expect(cartArea(page).getByText(text.subtotal, { exact: true }).count()).resolves.toBe(0);
    const coupon = cartArea(page).getByLabel(text.couponField);
    await coupon.fill('welcome10');
    await cartArea(page).getByRole('button', { name: text.apply }).click();
    await cartArea(page).getByText(text.applied('WELCOME10', '10')).waitFor();
    const discount = Math.round(subtotal / 10);
    expect(await summaryAmount(page, language, text.subtotal)).toBe(subtotal / 100);
    expect(await summaryAmount(page, language, text.discount('WELCOME10', '10'))).toBe(discount / 100);
    expect(await summaryAmount(page, language, text.total)).toBe((subtotal - discount) / 100);

    // The server's errors under the field; the discount goes.
    await coupon.fill('CADUCADO5');
    await cartArea(page).getByRole('button', { name: text.apply }).click();
    await cartArea(page).getByText(text.expiredCoupon('CADUCADO5')).waitFor();
    await expect(cartArea(page).getByText(text.subtotal, { exact: true }).count()).resolves.toBe(0);
    await coupon.fill('MAXIMO');
    await cartArea(page).getByRole('button', { name: text.apply }).click();
    const percent = language === 'es-ES' ? '45,25' : '45.25';
    await cartArea(page).getByText(text.applied('MAXIMO', percent)).waitFor();
    const maximo = Math.round((subtotal * 4525) / 10000);
    expect(await summaryAmount(page, language, text.total)).toBe((subtotal - maximo) / 100);
    expect(await seriousViolations(page, '[data-boundary="mf_cart_checkout"]')).toEqual([]);

    // The coupon and lines survive a reload; then a guest goes to sign in, back to the address step.
    await page.reload();
    await cartArea(page).getByText(text.applied('MAXIMO', percent)).waitFor();
    await cartArea(page).getByRole('button', { name: text.checkout }).click();
    await waitForPath(page, '/login-register-checkout?return_to=%2Fcheckout%2Faddress');
    await context.close();
  });

  it('merges into the customer’s cart once at sign-in, starts a checkout, and shows the next customer nothing of it', async () => {
    const customer = await registerCustomer('cart');
    await postToApi(
      '/cart/upsert_amount_product',
      { sku_product: second.id, user_id: customer.userId, amount: 1 },
      customer.token,
    );
    const { context, page } = await openContext(browser(), { language, cookieConsent: true });
    await addFromProductPage(page, language, first.id);
    await headerCart(page, language, 1).waitFor();

    await signInOnPage(page, customer);
    await headerCart(page, language, 2).waitFor();
    await eventually(async () =>
      expect(await serverCart(customer)).toEqual({ [first.id]: 1, [second.id]: 1 }),
    );
    await page.reload();
    await headerCart(page, language, 2).waitFor();
    expect(await serverCart(customer)).toEqual({ [first.id]: 1, [second.id]: 1 });

    await page.goto('/cart');
    await cartLine(page, second.name).waitFor();
    await cartArea(page).getByRole('button', { name: text.checkout }).click();
    await waitForPath(page, '/checkout/address');
    // As a customer would: the address form is on screen before the account menu is opened.
    await checkoutArea(page).getByRole('group', { name: CHECKOUT_TEXTS[language].billing }).waitFor();
    expect(await currentOrderCode(customer)).toMatch(/^[A-Z0-9-]{4,40}$/);

    // Logged out: the customer's cart leaves the page and the storage.
    await logOutFromMenu(page, language);
    await headerCart(page, language, 0).waitFor();
    const keys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
    expect(keys.filter((key) => key.startsWith('customer.cart') || key === 'cart.visitor-cart')).toEqual([]);

    // The next customer on this browser: nothing of the first one's cart, nor on the same tab without a log-out.
    const next: Account = await registerCustomer('cart-next');
    await signInOnPage(page, next);
    await page.goto('/cart');
    await cartArea(page).getByText(text.empty).waitFor();
    await headerCart(page, language, 0).waitFor();
    const third: Account = await registerCustomer('cart-third');
    await postToApi(
      '/cart/upsert_amount_product',
      { sku_product: first.id, user_id: third.userId, amount: 3 },
      third.token,
    );
    await signInOnPage(page, customer);
    await headerCart(page, language, 2).waitFor();
    await signInOnPage(page, third);
    await headerCart(page, language, 3).waitFor();
    await cartLine(page, first.name).waitFor();
    await cartLine(page, second.name).waitFor({ state: 'detached' });
    expect(await serverCart(third)).toEqual({ [first.id]: 3 });
    await context.close();
  });
});
