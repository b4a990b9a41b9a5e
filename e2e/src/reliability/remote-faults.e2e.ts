// A remote that fails while customers shop: its server dies (a real process, killed), its
// files answer 500, or they never answer. Its pages show the shell's fallback, in the
// customer's language, while the frame (header, cart count), the other remotes and a
// checkout already under way keep working; once the remote is back, "retry" shows it again.
// The shop runs in split mode, each remote from its own server and origin.
import { type BrowserContext, type Page } from 'playwright-core';
import { SANDBOX_TEST_CARDS } from 'shared-contracts';
import { type Account, registerCustomer, signInOnPage } from '../support/accounts';
import { openContext, sharedBrowser } from 'tooling-testing/browser';
import { headerCart } from '../cart/cart-page';
import { type ShopLanguage } from '../catalog/catalog-texts';
import {
  addToCart,
  checkOutFromCart,
  checkoutArea,
  chooseDelivery,
  freshProduct,
  orderCodeOf,
  payWithCard,
  saveAddress,
  waitForConfirmation,
} from '../checkout/checkout-flow';
import { CHECKOUT_TEXTS } from '../checkout/checkout-texts';
import { FALLBACK_TEXTS, waitForFallback } from './fallback-texts';
import { splitShopForFile } from './split-shop';

jest.setTimeout(240_000);

const browser = sharedBrowser();
const shop = splitShopForFile();

// A test that failed half-way must not leave a remote down for the next one.
afterEach(() => shop().restartKilled());

interface Shopper {
  account: Account;
  context: BrowserContext;
  page: Page;
}

/** A signed-in customer on a page of the shop, in a browser of their own (own cache and storage). */
async function signedIn(language: ShopLanguage, account?: Account): Promise<Shopper> {
  const customer = account ?? (await registerCustomer('faults'));
  const { context, page } = await openContext(browser(), { language, cookieConsent: true });
  await page.goto('/cart');
  await checkoutArea(page).getByRole('heading').first().waitFor();
  await signInOnPage(page, customer);
  return { account: customer, context, page };
}

/** A signed-in customer with one product in the cart, at the checkout's delivery step. */
async function customerInCheckout(language: ShopLanguage): Promise<Shopper> {
  const shopper = await signedIn(language);
  await addToCart(shopper.page, language, await freshProduct());
  await checkOutFromCart(shopper.page, language);
  await saveAddress(shopper.page, language);
  return shopper;
}

/** Finishes the checkout under way on this page with the frictionless card. */
async function payAndConfirm(page: Page, language: ShopLanguage): Promise<string> {
  await chooseDelivery(page, language);
  const request = await payWithCard(page, language, SANDBOX_TEST_CARDS.frictionless.VISA);
  const code = orderCodeOf(request);
  await waitForConfirmation(page, language, code);
  return code;
}

/** The frame and the cart still work on a page whose area shows a fallback. */
async function expectShopAroundTheFallback(page: Page, language: ShopLanguage): Promise<void> {
  expect(await page.getByRole('banner').isVisible()).toBe(true);
  expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
  await headerCart(page, language, 1).waitFor();
}

const accountArea = (page: Page) => page.locator('[data-boundary="mf_account"]');
const catalogHeading = (page: Page) => page.locator('[data-boundary="mf_catalog"] h1').first();
const catalogOrigin = () => shop().remoteOrigins.mf_catalog;

describe('a remote that fails', () => {
  it("catalogue's server killed during a checkout: its pages fall back, the rest works, the customer pays (es-ES)", async () => {
    const language = 'es-ES';
    const customer = await customerInCheckout(language);
    await shop().killRemote('mf_catalog');

    // The same customer opens the shop on another device: the catalogue's pages fall back.
    const elsewhere = await signedIn(language, customer.account);
    await elsewhere.page.goto('/');
    await waitForFallback(elsewhere.page, 'mf_catalog', language);
    await expectShopAroundTheFallback(elsewhere.page, language);
    await elsewhere.page.goto('/collections/decoracion');
    await waitForFallback(elsewhere.page, 'mf_catalog', language);
    // The account's pages are another team's: they load.
    await elsewhere.page.goto('/orders');
    await accountArea(elsewhere.page).getByRole('heading').first().waitFor();

    // The checkout under way goes on, to the payment, the confirmation and the order's page.
    const code = await payAndConfirm(customer.page, language);
    await checkoutArea(customer.page).getByRole('link', { name: CHECKOUT_TEXTS[language].viewOrder }).click();
    await customer.page.waitForURL(`**/orders/${code}`);
    await customer.page.getByText(CHECKOUT_TEXTS[language].received, { exact: true }).waitFor();

    // The catalogue's team brings its server back: "Reintentar" shows the catalogue again.
    await elsewhere.page.goto('/');
    const fallback = await waitForFallback(elsewhere.page, 'mf_catalog', language);
    await shop().restartRemote('mf_catalog');
    // The page may get there first: the catalogue's service retries on its own (remote-services.ts),
    // re-reading the registry, which routes the page afresh. Either way the catalogue comes back.
    const retry = fallback.getByRole('button', { name: FALLBACK_TEXTS[language].retry });
    await retry.click({ timeout: 5_000 }).catch(() => undefined);
    await catalogHeading(elsewhere.page).waitFor();
    expect(await elsewhere.page.locator('[data-remote-fallback]').count()).toBe(0);
    await Promise.all([customer.context.close(), elsewhere.context.close()]);
  });

  it("account's server killed: its pages fall back in English, the catalogue and the checkout work (en-US)", async () => {
    const language = 'en-US';
    await shop().killRemote('mf_account');
    const customer = await signedIn(language);
    await customer.page.goto('/orders');
    await waitForFallback(customer.page, 'mf_account', language);
    expect(await customer.page.getByRole('banner').isVisible()).toBe(true);

    await customer.page.goto('/');
    await catalogHeading(customer.page).waitFor();
    expect(await customer.page.locator('[data-remote-fallback]').count()).toBe(0);
    await addToCart(customer.page, language, await freshProduct());
    await checkOutFromCart(customer.page, language);
    await saveAddress(customer.page, language);
    await payAndConfirm(customer.page, language);
    await customer.context.close();
  });

  it("catalogue's files answer 500 during a checkout: its pages fall back, the customer pays (es-ES)", async () => {
    const language = 'es-ES';
    const customer = await customerInCheckout(language);
    const elsewhere = await signedIn(language, customer.account);
    await elsewhere.context.route(`${catalogOrigin()}/**`, (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await elsewhere.page.goto('/');
    await waitForFallback(elsewhere.page, 'mf_catalog', language);
    await expectShopAroundTheFallback(elsewhere.page, language);

    // The checkout's own browser gets 500s from the catalogue too from now on.
    await customer.context.route(`${catalogOrigin()}/**`, (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await payAndConfirm(customer.page, language);
    await Promise.all([customer.context.close(), elsewhere.context.close()]);
  });

  it("catalogue's files never answer: its pages fall back, the cart and the checkout do not wait for them (en-US)", async () => {
    const language = 'en-US';
    const customer = await customerInCheckout(language);
    // Held, never answered, until the context closes.
    const hang = async (context: BrowserContext) => context.route(`${catalogOrigin()}/**`, () => undefined);
    await hang(customer.context);

    // A visitor who has never opened the shop arrives at the cart: it shows while the shell
    // is still waiting for the catalogue's manifest (3 attempts of 8 s), not after.
    const visitor = await openContext(browser(), { language, cookieConsent: true });
    await hang(visitor.context);
    let manifestsWaitedOn = 0;
    const isCatalogManifest = (url: string) =>
      url.startsWith(catalogOrigin()) && url.endsWith('/mf-manifest.json');
    visitor.page.on('request', (request) => {
      if (isCatalogManifest(request.url())) manifestsWaitedOn += 1;
    });
    visitor.page.on('requestfailed', (request) => {
      if (isCatalogManifest(request.url())) manifestsWaitedOn -= 1;
    });
    await visitor.page.goto('/cart');
    await checkoutArea(visitor.page).getByRole('heading').first().waitFor({ timeout: 60_000 });
    expect(manifestsWaitedOn).toBeGreaterThan(0);

    const elsewhere = await signedIn(language, customer.account);
    await hang(elsewhere.context);
    await elsewhere.page.goto('/');
    await waitForFallback(elsewhere.page, 'mf_catalog', language);
    await expectShopAroundTheFallback(elsewhere.page, language);

    await payAndConfirm(customer.page, language);
    await Promise.all([customer.context.close(), visitor.context.close(), elsewhere.context.close()]);
  });
});
