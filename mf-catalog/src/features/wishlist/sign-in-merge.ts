import {
  type Bus,
  type Session,
  customerDataKey,
  getUserWishlistCall,
  insertWishlistProductCall,
} from 'shared-contracts';
import { apiClient, readStoredJson, userIdOf, writeStoredJson } from 'remote-kit';
import { setWishlistItems, wishlistState } from './stores/wishlist-store';
import { type WishlistItem, mergeServerIntoLocal, missingOnServer } from './wishlist-rules';

/**
 * Session-storage key of the last sign-in whose merge is done. A sign-in id lives in the
 * tab's session (a reload keeps it), and so does this; the shell removes both on sign-out.
 */
export const MERGED_SIGN_IN_KEY = customerDataKey('catalog', 'wishlist-merged-sign-in');

/**
 * After a sign-in: the server list is merged into the local one and the local products the
 * server lacks are pushed to it. Tells whether it was done: a failed load leaves the local
 * data as it is, and an answer that comes after that sign-in ended is dropped.
 */
async function mergeAfterSignIn(bus: Bus, userId: number, signInId: string): Promise<boolean> {
  const answer = await apiClient().call(getUserWishlistCall, { body: { user_id: userId } });
  if (answer.kind !== 'ok' || bus.current('session.changed')?.signInId !== signInId) return false;
  // The server names its products in the language of the request: the page's.
  const language = bus.current('language.changed');
  const server: WishlistItem[] = answer.data.products.map((product) =>
    language ? { ...product, language } : product,
  );
  const local = [...wishlistState.wishlistItems];
  setWishlistItems(mergeServerIntoLocal(local, server));
  await Promise.all(
    missingOnServer(local, server).map((item) =>
      apiClient().call(insertWishlistProductCall, { body: { sku_product: item.id, user_id: userId } }),
    ),
  );
  return true;
}

/**
 * Runs the merge once per sign-in (Session.signInId), also across reloads; never for a
 * session restored from remember-me cookies, which has no sign-in id.
 */
export function startSignInMerge(bus: Bus, storage: Storage | undefined): () => void {
  let merging: string | undefined;
  const onSession = (session: Session | null) => {
    const signInId = session?.signInId;
    const userId = userIdOf(session);
    if (!signInId || userId === undefined || signInId === merging) return;
    if (readStoredJson(storage, MERGED_SIGN_IN_KEY) === signInId) return;
    merging = signInId;
    void mergeAfterSignIn(bus, userId, signInId)
      .then((done) => {
        if (done && bus.current('session.changed')?.signInId === signInId) {
          writeStoredJson(storage, MERGED_SIGN_IN_KEY, signInId);
        }
      })
      .finally(() => {
        if (merging === signInId) merging = undefined;
      });
  };
  const sessions = bus.on('session.changed').subscribe(onSession);
  return () => sessions.unsubscribe();
}
