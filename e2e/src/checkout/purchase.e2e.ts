// A purchase on the composed shop, end to end, in both languages: the cart, the checkout's
// address, delivery and payment steps, the card processor's 3-D Secure frames (the sandbox of
// docs/payments.md), the confirmation, the order page and the confirmation e-mail.
import {
  SANDBOX_TEST_CARDS,
  cartTotals,
  centsToEuros,
  eurosToCents,
  formatLocaleNumber,
} from 'shared-contracts';
import { type Page } from 'playwright-core';
import { type Account, postToApi, signedInContext } from '../support/accounts';
import { newCredentials } from '../account/account-page';
import { type ViewportName, VIEWPORTS, openContext, sharedBrowser } from 'tooling-testing/browser';
import { waitForMail } from '../support/outbox';
import {
  addToCart,
  answerChallenge,
  checkOutFromCart,
  checkoutArea,
  chooseDelivery,
  freshProduct,
  orderCodeOf,
  payWithCard,
  saveAddress,
  waitForCartCount,
  waitForConfirmation,
} from './checkout-flow';
import { CHECKOUT_TEXTS, LANGUAGES } from './checkout-texts';

jest.setTimeout(120_000);

const browser = sharedBrowser();

/** A new customer's account, with the e-mail and password it was made with. */
async function newCustomer(prefix: string) {
  const credentials = newCredentials(prefix);
  const account = await postToApi<Account>('/account/register', {
    ...credentials,
    repeat_password: credentials.password,
  });
  return { ...credentials, account };
}

/** A signed-in customer's page. */
async function customerPage(language: (typeof LANGUAGES)[number], viewport: ViewportName = 'desktop') {
  const customer = await newCustomer('buyer');
  const { context, page } = await signedInContext(browser(), customer.account, {
    language,
    viewport,
    cookieConsent: true,
  });
  return { customer, context, page };
}

/** The request id the API answered verify_cart with, and the ids every later payment call sent. */
function requestIdsOfPayment(page: Page) {
  let answered: string | undefined;
  const sent: Array<Promise<string | undefined>> = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/checkout/verify_cart')) answered = response.headers()['x-request-id'];
  });
  page.on('request', (request) => {
    if (request.url().includes('/api/secure3d/'))
      sent.push(request.allHeaders().then((headers) => headers['x-request-id']));
  });
  return async () => ({ answered, sent: await Promise.all(sent) });
}

describe.each(LANGUAGES)('a purchase (%s)', (language) => {
  const text = CHECKOUT_TEXTS[language];

  it('a customer pays with a frictionless card: the order is RECEIVED, the cart empty, the mail sent', async () => {
    const { customer, context, page } = await customerPage(language);
    await addToCart(page, language, await freshProduct());
    await checkOutFromCart(page, language);
    await saveAddress(page, language);
    await chooseDelivery(page, language);
    const request = await payWithCard(page, language, SANDBOX_TEST_CARDS.frictionless.VISA);
    const code = orderCodeOf(request);
    await waitForConfirmation(page, language, code);
    await waitForCartCount(page, 0);

    // The order page says it was received.
    await checkoutArea(page).getByRole('link', { name: text.viewOrder }).click();
    await page.waitForURL(`**/orders/${code}`);
    await page.getByText(text.received, { exact: true }).waitFor();

    const mail = await waitForMail(customer.email);
    expect(mail.subject).toBe(text.mailSubject(code));
    await context.close();
  });

  // Castellano on a desktop, English on a 390 px phone, where the frame takes the width there is.
  const viewport: ViewportName = language === 'es-ES' ? 'desktop' : 'mobile';

  it(`a customer passes the bank challenge in its frame with the one-time code, the footer hidden meanwhile (${viewport})`, async () => {
    const { context, page } = await customerPage(language, viewport);
    await addToCart(page, language, await freshProduct());
    await checkOutFromCart(page, language);
    await saveAddress(page, language);
    await chooseDelivery(page, language);
    const purchaseIds = requestIdsOfPayment(page);
    const request = await payWithCard(page, language, SANDBOX_TEST_CARDS.challenge.MASTERCARD);
    const frame = page.locator(`iframe[title="${text.challengeFrame}"]`);
    await frame.waitFor();
    const [width, height] = await frame.evaluate((element) => [element.clientWidth, element.clientHeight]);
    expect(height).toBe(400);
    if (viewport === 'desktop') expect(width).toBe(600);
    else expect(width).toBeLessThanOrEqual(VIEWPORTS.mobile.width - 2 * 16);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
    await answerChallenge(page, language);
    await waitForConfirmation(page, language, orderCodeOf(request));
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    // One id through the whole purchase: the API's answer to verify_cart, sent back by every
    // 3-D Secure call and poll after it, so the logs of the purchase follow one id.
    const { answered, sent } = await purchaseIds();
    expect(answered).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.length).toBeGreaterThanOrEqual(4);
    expect(new Set(sent)).toEqual(new Set([answered]));
    await context.close();
  });

  it('a declined card shows the payment error with the Support link; another card pays the same order', async () => {
    const { context, page } = await customerPage(language);
    await addToCart(page, language, await freshProduct());
    await checkOutFromCart(page, language);
    await saveAddress(page, language);
    await chooseDelivery(page, language);
    const declined = await payWithCard(page, language, SANDBOX_TEST_CARDS.declined.VISA);
    const alert = checkoutArea(page).getByRole('alert');
    await alert.getByText(text.failure).waitFor();
    expect(await alert.getByRole('link', { name: text.support }).getAttribute('href')).toBe('/contact');
    expect(page.url()).toMatch(/\/checkout\/payment$/);

    const paid = await payWithCard(page, language, SANDBOX_TEST_CARDS.frictionless.MASTERCARD);
    expect(orderCodeOf(paid)).toBe(orderCodeOf(declined));
    await waitForConfirmation(page, language, orderCodeOf(paid));
    await context.close();
  });

  it('a guest signs in at /login-register-checkout and goes on with the checkout', async () => {
    const { email, password } = await newCustomer('guest');
    const { context, page } = await openContext(browser(), { language, cookieConsent: true });
    await addToCart(page, language, await freshProduct());
    await checkOutFromCart(page, language);
    await page.waitForURL(
      (url) =>
        url.pathname === '/login-register-checkout' &&
        url.searchParams.get('return_to') === '/checkout/address',
    );
    const form = page.locator('[data-boundary="mf_account"]').getByRole('region', { name: text.loginForm });
    await form.getByRole('textbox', { name: text.email }).fill(email);
    await form.getByLabel(text.password, { exact: true }).fill(password);
    await form.getByRole('button', { name: text.signIn }).click();
    await saveAddress(page, language);
    await chooseDelivery(page, language);
    const request = await payWithCard(page, language, SANDBOX_TEST_CARDS.frictionless.VISA);
    await waitForConfirmation(page, language, orderCodeOf(request));
    await context.close();
  });

  it('a coupon lowers what is charged, and the order shows it', async () => {
    const { context, page } = await customerPage(language);
    const product = await freshProduct();
    await addToCart(page, language, product);
    await checkOutFromCart(page, language, 'WELCOME10');
    await page.waitForURL('**/checkout/address');
    const summary = checkoutArea(page).getByRole('region', { name: text.summary });
    await summary.getByText(text.discount('WELCOME10', formatLocaleNumber(10, language))).waitFor();
    await saveAddress(page, language);
    await chooseDelivery(page, language);
    const authorization = page.waitForRequest('**/api/secure3d/initiate_authorization');
    const request = await payWithCard(page, language, SANDBOX_TEST_CARDS.frictionless.VISA);
    const expected = centsToEuros(
      cartTotals([{ unitPriceCents: eurosToCents(product.price), quantity: 1 }], 10).finalPriceCents,
    );
    expect((await authorization).postDataJSON()).toMatchObject({ amount: expected, currency: 'EUR' });
    await waitForConfirmation(page, language, orderCodeOf(request));
    await checkoutArea(page)
      .getByRole('region', { name: text.summary })
      .getByText(text.discount('WELCOME10', formatLocaleNumber(10, language)))
      .waitFor();
    await context.close();
  });
});
