import { type Bus } from 'shared-contracts';
import { subscribe } from 'valtio/vanilla';
import { apiClient } from '../../shared/api-client';
import { userIdOf } from '../../shared/session';
import { webStorage } from '../../shared/web-storage';
import { getUserWishlist } from './api/get-user-wishlist';
import { insertWishlistProduct } from './api/insert-wishlist-product';
import { setWishlistItems, wishlistState } from './stores/wishlist-store';
import { mergeServerIntoLocal, missingOnServer } from './wishlist-rules';
import { WISHLIST_STORAGE_KEY, readStoredWishlist, writeStoredWishlist } from './wishlist-storage';

/**
 * After login: the server list is merged into the local one and the local products the
 * server lacks are pushed to it. A failed load leaves the local data as it is.
 */
export async function mergeAfterLogin(userId: number): Promise<void> {
  const answer = await getUserWishlist(apiClient(), { user_id: userId });
  if (answer.kind !== 'ok') return;
  const local = [...wishlistState.wishlistItems];
  setWishlistItems(mergeServerIntoLocal(local, answer.data.products));
  await Promise.all(
    missingOnServer(local, answer.data.products).map((item) =>
      insertWishlistProduct(apiClient(), { sku_product: item.id, user_id: userId }),
    ),
  );
}

/**
 * The wishlist service: restores the list from local storage, keeps it stored, publishes
 * 'wishlist.count' for the header, and merges with the server whenever a customer logs in.
 */
export function startWishlistSync(bus: Bus, storage: Storage | undefined = webStorage('localStorage')) {
  setWishlistItems(readStoredWishlist(storage));
  bus.publish('wishlist.count', wishlistState.wishlistItems.length);

  const stopStoring = subscribe(wishlistState, () => {
    writeStoredWishlist(storage, wishlistState.wishlistItems);
    const count = wishlistState.wishlistItems.length;
    if (bus.current('wishlist.count') !== count) bus.publish('wishlist.count', count);
  });

  let userId: number | undefined;
  const sessions = bus.on('session.changed').subscribe((session) => {
    const next = userIdOf(session);
    if (next !== undefined && next !== userId) void mergeAfterLogin(next);
    userId = next;
  });

  // Another tab changed the list: follow it, so both tabs show the same favourites.
  const onStorage = (event: StorageEvent) => {
    if (event.key === WISHLIST_STORAGE_KEY) setWishlistItems(readStoredWishlist(storage));
  };
  globalThis.addEventListener?.('storage', onStorage);

  return () => {
    stopStoring();
    sessions.unsubscribe();
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
