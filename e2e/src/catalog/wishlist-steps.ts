// A wishlist split between the browser and the server, for the sign-in merge tests.
import { type Page } from 'playwright-core';
import { type Account, postToApi } from '../support/accounts';
import { tiles, waitForTiles } from './catalog-page';
import { TEXTS } from './catalog-texts';

/** The product ids of the account's server wishlist, ascending. */
export async function serverWishlist(account: Account): Promise<number[]> {
  const answer = await postToApi<{ products: Array<{ id: number }> }>(
    '/wishlist/user_wishlist',
    { user_id: account.userId },
    account.token,
  );
  return answer.products.map((product) => product.id).sort((a, b) => a - b);
}

/**
 * On /type_products/vases (English), the visitor keeps the first product in the local
 * wishlist while the account already holds the second one on the server.
 */
export async function wishlistOnBothSides(
  page: Page,
  account: Account,
): Promise<{ localId: number; serverId: number; localName: string }> {
  await page.goto('/type_products/vases');
  await waitForTiles(page);
  const ids = await tiles(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => Number(link.getAttribute('href')!.split('/').pop())));
  const [localId, serverId] = [ids[0]!, ids[1]!];
  const localName = (await tiles(page).first().getByRole('heading').innerText()).trim();
  await tiles(page)
    .first()
    .getByRole('button', { name: TEXTS['en-US'].addToWishlist(localName) })
    .click();
  await postToApi(
    '/wishlist/insert_or_skip_product',
    { sku_product: serverId, user_id: account.userId },
    account.token,
  );
  return { localId, serverId, localName };
}
