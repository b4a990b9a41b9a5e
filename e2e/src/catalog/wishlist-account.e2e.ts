// The wishlist of a customer who logs in: the server list is merged into the local one,
// the local items are pushed to the server, and every later change is sent to it.
import { postToApi, registerCustomer, signInOnPage } from '../support/accounts';
import { openContext, sharedBrowser } from 'tooling-testing/browser';
import { eventually } from '../support/eventually';
import { catalogArea, tiles, waitForTiles } from './catalog-page';
import { TEXTS } from './catalog-texts';
import { serverWishlist, wishlistOnBothSides } from './wishlist-steps';

jest.setTimeout(90_000);

const browser = sharedBrowser();

it('merges the server wishlist with the local one after login, then keeps the server in step', async () => {
  const text = TEXTS['en-US'];
  const account = await registerCustomer('wishlist');

  const { context, page } = await openContext(browser(), { language: 'en-US', cookieConsent: true });
  // A visitor keeps one product locally; the account already holds another on the server.
  const { localId, serverId, localName } = await wishlistOnBothSides(page, account);

  await signInOnPage(page, account);
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

it('shows the next customer on the same browser nothing of the previous one’s wishlist', async () => {
  const text = TEXTS['en-US'];
  const [first, second] = [await registerCustomer('first'), await registerCustomer('second')];
  const { context, page } = await openContext(browser(), { language: 'en-US', cookieConsent: true });
  await page.goto('/type_products/vases');
  await waitForTiles(page);
  await signInOnPage(page, first);
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

  await signInOnPage(page, second);
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
  await signInOnPage(page, account);
  const name = (await tiles(page).first().getByRole('heading').innerText()).trim();
  await tiles(page)
    .first()
    .getByRole('button', { name: text.addToWishlist(name) })
    .click();
  await eventually(async () => expect(await serverWishlist(account)).toHaveLength(1));

  // Another device removes it; this tab reloads with its restored session.
  const [productId] = await serverWishlist(account);
  await postToApi(
    '/wishlist/remove_product',
    { sku_product: productId, user_id: account.userId },
    account.token,
  );
  await page.reload();
  await waitForTiles(page);
  await page.waitForTimeout(1500);
  expect(await serverWishlist(account)).toEqual([]);
  await context.close();
});
