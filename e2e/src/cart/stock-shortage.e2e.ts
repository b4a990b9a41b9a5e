// A cart line whose stock another buyer took, in both languages, on a shop of its own: its
// customers' server carts hold 3 units of a product of which 1 is left (the fixture made them
// before the server started). The shortage shows on the line, the checkout is refused until
// the customer accepts the units available, then it goes on to the address step.
import { readFileSync } from 'node:fs';
import { type Browser } from 'playwright-core';
import { type ShortStockFixture, seedShortStock } from '../support/fixtures/e2e-short-stock-fixture';
import { type RunningShop, newDataDir, startShop, stopShop } from 'tooling-testing/shop-process';
import { type Account } from '../support/accounts';
import { type ViewportName, launchBrowser, openContext } from 'tooling-testing/browser';
import { seriousViolations } from '../support/axe';
import { publishOnBus } from '../support/bus';
import { eventually } from '../support/eventually';
import { type ShopLanguage } from '../catalog/catalog-texts';
import { waitForPath } from '../account/account-page';
import { cartArea, cartLine, headerCart } from './cart-page';
import { CART_TEXTS } from './cart-texts';

jest.setTimeout(180_000);

let shop: RunningShop;
let browser: Browser;
let fixture: ShortStockFixture;
const LANGUAGES: ShopLanguage[] = ['es-ES', 'en-US'];

beforeAll(async () => {
  const dataDir = newDataDir();
  fixture = JSON.parse(readFileSync(seedShortStock(dataDir, LANGUAGES.length), 'utf8')) as ShortStockFixture;
  shop = await startShop({ DATA_DIR: dataDir, RATE_LIMIT: 'off' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (shop) await stopShop(shop);
});

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${shop.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Castellano on a phone, English on a desktop. */
const VIEWPORTS: Record<ShopLanguage, ViewportName> = { 'es-ES': 'mobile', 'en-US': 'desktop' };

it.each(LANGUAGES.map((language, index) => [language, index] as const))(
  'shows the shortage in %s, refuses the checkout until Accept, then goes on',
  async (language, index) => {
    const text = CART_TEXTS[language];
    const name = language === 'es-ES' ? fixture.product.nameEs : fixture.product.nameEn;
    const account = await post<Account>('/login', fixture.customers[index]);
    const { context, page } = await openContext(browser, {
      language,
      viewport: VIEWPORTS[language],
      cookieConsent: true,
    });
    await page.goto(`${shop.baseUrl}/cart`);
    await publishOnBus(page, 'session.sign-in-succeeded', { session: account, rememberMe: false });
    await headerCart(page, language, fixture.quantity).waitFor();

    const line = cartLine(page, name);
    const alert = line.getByRole('alert');
    await alert.getByText(text.shortage(fixture.quantity)).waitFor();
    expect(await alert.getByRole('link', { name: text.askAvailability }).getAttribute('href')).toBe(
      `/ask-availability?product=${fixture.product.id}`,
    );

    await cartArea(page).getByRole('button', { name: text.checkout }).click();
    await cartArea(page).getByText(text.shortLines).waitFor();
    expect(await seriousViolations(page, '[data-boundary="mf_cart_checkout"]')).toEqual([]);
    expect(page.url()).toBe(`${shop.baseUrl}/cart`);

    await alert.getByRole('button', { name: text.accept }).click();
    await alert.waitFor({ state: 'detached' });
    await headerCart(page, language, fixture.stock).waitFor();
    // The header follows at once; the server's cart is saved in the background.
    await eventually(async () => {
      const cart = await post<{ products: Array<{ id: number; quantity: number }> }>(
        '/cart/user_cart',
        { user_id: account.userId },
        account.token,
      );
      expect(cart.products.map((product) => [product.id, product.quantity])).toEqual([
        [fixture.product.id, fixture.stock],
      ]);
    });

    await cartArea(page).getByRole('button', { name: text.checkout }).click();
    await waitForPath(page, '/checkout/address');
    await context.close();
  },
);
