// Sign-in through the form across remotes: the catalogue's wishlist merges once per
// sign-in, and logout leaves the next customer on the same browser nothing of the last one.
import { customerDataKey } from 'shared-contracts';
import { type Account, postToApi } from '../support/accounts';
import { openContext, sharedBrowser } from 'tooling-testing/browser';
import { catalogArea, tiles, waitForTiles } from '../catalog/catalog-page';
import { TEXTS } from '../catalog/catalog-texts';
import { serverWishlist, wishlistOnBothSides } from '../catalog/wishlist-steps';
import { eventually } from '../support/eventually';
import {
  type Credentials,
  accountArea,
  logOutFromMenu,
  newCredentials,
  registerThroughForm,
  signInThroughForm,
  waitForPath,
  waitForSignedIn,
} from './account-page';

jest.setTimeout(120_000);

/** mf-catalog's record of the sign-in whose wishlist merge is done (sign-in-merge.ts). */
const MERGED_SIGN_IN_KEY = customerDataKey('catalog', 'wishlist-merged-sign-in');

const browser = sharedBrowser();
const language = 'en-US';
const text = TEXTS[language];

/** A customer registered through the API, with the credentials to sign in through the form. */
async function registeredCustomer(prefix: string): Promise<Credentials & { account: Account }> {
  const credentials = newCredentials(prefix);
  const account = await postToApi<Account>('/account/register', {
    ...credentials,
    repeat_password: credentials.password,
  });
  return { ...credentials, account };
}

it('merges the wishlist once after a sign-in through the form, not again on a reload', async () => {
  const customer = await registeredCustomer('merge');
  const { context, page } = await openContext(browser(), { language, cookieConsent: true });
  const { localId, serverId } = await wishlistOnBothSides(page, customer.account);

  // The sign-in page carries the way back to the listing.
  await page.goto('/login?return_to=%2Ftype_products%2Fvases');
  await signInThroughForm(accountArea(page), language, customer);
  await waitForPath(page, '/type_products/vases');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: text.wishlistCount(2) }).waitFor();
  await eventually(async () =>
    expect(await serverWishlist(customer.account)).toEqual([localId, serverId].sort((a, b) => a - b)),
  );
  // The tab has recorded this sign-in's merge (it does once the server answered the pushes).
  await eventually(async () =>
    expect(await page.evaluate((key) => sessionStorage.getItem(key), MERGED_SIGN_IN_KEY)).not.toBeNull(),
  );

  // Another device removes the local product; a reload of this tab does not merge it back.
  await postToApi(
    '/wishlist/remove_product',
    { sku_product: localId, user_id: customer.account.userId },
    customer.account.token,
  );
  await page.reload();
  await waitForTiles(page);
  await page.waitForTimeout(1500);
  expect(await serverWishlist(customer.account)).toEqual([serverId]);
  await context.close();
});

it('shows a second customer signing in on the same browser nothing of the first one’s wishlist', async () => {
  const first = newCredentials('first');
  const second = await registeredCustomer('second');
  const { context, page } = await openContext(browser(), { language, cookieConsent: true });
  await page.goto('/register?return_to=%2Ftype_products%2Fvases');
  await registerThroughForm(accountArea(page), language, first);
  await waitForPath(page, '/type_products/vases');
  await waitForSignedIn(page, language);
  await waitForTiles(page);
  const name = (await tiles(page).first().getByRole('heading').innerText()).trim();
  await tiles(page)
    .first()
    .getByRole('button', { name: text.addToWishlist(name) })
    .click();
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: text.wishlistCount(1) }).waitFor();

  await logOutFromMenu(page, language);
  await header.getByRole('link', { name: text.wishlistCount(0) }).waitFor();

  await page.goto('/login');
  await signInThroughForm(accountArea(page), language, second);
  await waitForPath(page, '/');
  await waitForSignedIn(page, language);
  await page.waitForTimeout(1500);
  await header.getByRole('link', { name: text.wishlistCount(0) }).waitFor();
  expect(await serverWishlist(second.account)).toEqual([]);
  await header.getByRole('link', { name: text.wishlistCount(0) }).click();
  await catalogArea(page).getByRole('heading', { level: 1, name: text.wishlistTitle }).waitFor();
  expect(await tiles(page).count()).toBe(0);
  await context.close();
});
