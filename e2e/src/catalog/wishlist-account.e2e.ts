// The wishlist of a customer who logs in: the server list is merged into the local one,
// the local items are pushed to the server, and every later change is sent to it.
import { randomUUID } from 'node:crypto';
import { type Page } from 'playwright-core';
import { baseUrl, openContext, sharedBrowser } from '../support/browser';
import { publishOnBus } from '../support/bus';
import { catalogArea, tiles, waitForTiles } from './catalog-page';
import { TEXTS } from './catalog-texts';

jest.setTimeout(90_000);

interface AuthAnswer {
  token: string;
  userId: number;
  tokenExpirationDate: string;
}

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function serverWishlist(account: AuthAnswer): Promise<number[]> {
  const answer = await api<{ products: Array<{ id: number }> }>(
    '/wishlist/user_wishlist',
    { user_id: account.userId },
    account.token,
  );
  return answer.products.map((product) => product.id).sort((a, b) => a - b);
}

/** Retries an assertion until it holds or the time is up, for what the page sends in the background. */
async function eventually(assertion: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Signs in as mf-account does: a fact on the page's bus, which the shell stores and republishes. */
function signIn(page: Page, account: AuthAnswer): Promise<void> {
  return publishOnBus(page, 'session.sign-in-succeeded', { session: account, rememberMe: false });
}

const browser = sharedBrowser();

it('merges the server wishlist with the local one after login, then keeps the server in step', async () => {
  const text = TEXTS['en-US'];
  const password = `Pw-${randomUUID()}`;
  const account = await api<AuthAnswer>('/account/register', {
    email: `wishlist-${randomUUID()}@example.com`,
    password,
    repeat_password: password,
  });

  const { context, page } = await openContext(browser(), { language: 'en-US', cookieConsent: true });
  await page.goto('/type_products/vases');
  await waitForTiles(page);
  const ids = await tiles(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => Number(link.getAttribute('href')!.split('/').pop())));
  const [localId, serverId] = [ids[0]!, ids[1]!];

  // A visitor keeps one product locally; the account already holds another on the server.
  const localName = (await tiles(page).first().getByRole('heading').innerText()).trim();
  await tiles(page)
    .first()
    .getByRole('button', { name: text.addToWishlist(localName) })
    .click();
  await api(
    '/wishlist/insert_or_skip_product',
    { sku_product: serverId, user_id: account.userId },
    account.token,
  );

  await signIn(page, account);
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: text.wishlistCount(2) }).waitFor();
  await eventually(async () =>
    expect(await serverWishlist(account)).toEqual([localId, serverId].sort((a, b) => a - b)),
  );

  // Each change of a logged-in customer is sent to the server.
  await header.getByRole('link', { name: text.wishlistCount(2) }).click();
  await catalogArea(page).getByRole('heading', { level: 1, name: text.wishlistTitle }).waitFor();
  await tiles(page)
    .first()
    .getByRole('button', { name: text.removeFromWishlist(localName) })
    .click();
  await header.getByRole('link', { name: text.wishlistCount(1) }).waitFor();
  await eventually(async () => expect(await serverWishlist(account)).toEqual([serverId]));
  await context.close();
});

async function registerCustomer(prefix: string): Promise<AuthAnswer> {
  const password = `Pw-${randomUUID()}`;
  return api<AuthAnswer>('/account/register', {
    email: `${prefix}-${randomUUID()}@example.com`,
    password,
    repeat_password: password,
  });
}

it('shows the next customer on the same browser nothing of the previous one’s wishlist', async () => {
  const text = TEXTS['en-US'];
  const [first, second] = [await registerCustomer('first'), await registerCustomer('second')];
  const { context, page } = await openContext(browser(), { language: 'en-US', cookieConsent: true });
  await page.goto('/type_products/vases');
  await waitForTiles(page);
  await signIn(page, first);
  const name = (await tiles(page).first().getByRole('heading').innerText()).trim();
  await tiles(page)
    .first()
    .getByRole('button', { name: text.addToWishlist(name) })
    .click();
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: text.wishlistCount(1) }).waitFor();
  await eventually(async () => expect(await serverWishlist(first)).toHaveLength(1));

  // The first customer signs out from the account menu: the page reloads, empty-handed.
  await header.getByRole('button', { name: 'My account' }).click();
  await Promise.all([page.waitForEvent('load'), header.getByRole('button', { name: 'Log out' }).click()]);
  await header.getByRole('link', { name: text.wishlistCount(0) }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('customer.catalog.wishlist') ?? '[]')).toBe('[]');

  await signIn(page, second);
  await page.waitForTimeout(1000);
  await header.getByRole('link', { name: text.wishlistCount(0) }).waitFor();
  expect(await serverWishlist(second)).toEqual([]);
  await context.close();
});

it('does not merge again on a reload: an item removed on another device stays removed', async () => {
  const text = TEXTS['en-US'];
  const account = await registerCustomer('reload');
  const { context, page } = await openContext(browser(), { language: 'en-US', cookieConsent: true });
  await page.goto('/type_products/vases');
  await waitForTiles(page);
  await signIn(page, account);
  const name = (await tiles(page).first().getByRole('heading').innerText()).trim();
  await tiles(page)
    .first()
    .getByRole('button', { name: text.addToWishlist(name) })
    .click();
  await eventually(async () => expect(await serverWishlist(account)).toHaveLength(1));

  // Another device removes it; this tab reloads with its restored session.
  const [productId] = await serverWishlist(account);
  await api('/wishlist/remove_product', { sku_product: productId, user_id: account.userId }, account.token);
  await page.reload();
  await waitForTiles(page);
  await page.waitForTimeout(1500);
  expect(await serverWishlist(account)).toEqual([]);
  await context.close();
});
