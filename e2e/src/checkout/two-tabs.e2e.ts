// A customer checks out in one browser and, before paying, adds another product to the cart in
// a second one (their phone): the payment buys the order's lines only, the other product stays
// in the cart, and the paying tab shows it at once, without a reload.
//
// The second tab is another browser context on purpose: a tab of the same browser shares the
// cart's local storage, and a change there withdraws the order from the paying tab (docs/spec.md §4:
// any quantity change clears the order code), so it could not be paid from that tab any more.
import { SANDBOX_TEST_CARDS } from 'shared-contracts';
import { registerCustomer, signedInContext } from '../support/accounts';
import { sharedBrowser } from 'tooling-testing/browser';
import { cartLine, serverCart } from '../cart/cart-page';
import {
  addToCart,
  checkOutFromCart,
  chooseDelivery,
  freshProduct,
  orderCodeOf,
  payWithCard,
  saveAddress,
  waitForCartCount,
  waitForConfirmation,
} from './checkout-flow';

jest.setTimeout(120_000);

const browser = sharedBrowser();
const language = 'es-ES';

it('a product added in another tab while the checkout is under way stays in the cart; the one bought goes', async () => {
  const account = await registerCustomer('two-tabs');
  const [bought, added] = [await freshProduct(), await freshProduct()];
  const laptop = await signedInContext(browser(), account, { language, cookieConsent: true });
  await addToCart(laptop.page, language, bought);
  await checkOutFromCart(laptop.page, language);
  await saveAddress(laptop.page, language);
  await chooseDelivery(laptop.page, language);

  const phone = await signedInContext(browser(), account, { language, cookieConsent: true });
  await addToCart(phone.page, language, added, 2);
  expect(await serverCart(account)).toEqual({ [bought.id]: 1, [added.id]: 1 });

  const request = await payWithCard(laptop.page, language, SANDBOX_TEST_CARDS.frictionless.VISA);
  await waitForConfirmation(laptop.page, language, orderCodeOf(request));
  // The paying tab's cart is the server's now: the added product, without a reload.
  await waitForCartCount(laptop.page, 1);
  expect(await serverCart(account)).toEqual({ [added.id]: 1 });

  for (const { page } of [laptop, phone]) {
    await page.goto('/cart');
    await cartLine(page, added.name).waitFor();
    expect(await cartLine(page, bought.name).count()).toBe(0);
  }
  await laptop.context.close();
  await phone.context.close();
});
