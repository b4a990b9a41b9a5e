import { type Bus } from 'shared-contracts';
import { subscribe } from 'valtio/vanilla';
import { webStorage } from 'remote-kit';
import { startLanguageRefresh } from './language-refresh';
import { startSignInMerge } from './sign-in-merge';
import { setWishlistItems, wishlistState } from './stores/wishlist-store';
import { adoptStoredList } from './wishlist-rules';
import {
  WISHLIST_STORAGE_KEY,
  migrateLegacyWishlist,
  readStoredWishlist,
  writeStoredWishlist,
} from './wishlist-storage';

/**
 * The wishlist service: restores the list from local storage, keeps it stored, publishes
 * 'wishlist.count' for the header, shows each product in the page's language, merges with
 * the server once per sign-in, and forgets the list when the customer signs out.
 */
export function startWishlistSync(
  bus: Bus,
  storage: Storage | undefined = webStorage('localStorage'),
  tabStorage: Storage | undefined = webStorage('sessionStorage'),
) {
  migrateLegacyWishlist(storage);
  setWishlistItems(readStoredWishlist(storage));
  bus.publish('wishlist.count', wishlistState.wishlistItems.length);

  // A list taken from another tab is not written back: each tab keeps its own language's
  // names, and writing them back would have the tabs translate each other's list forever.
  let adopted: unknown;
  const stopStoring = subscribe(wishlistState, () => {
    if (wishlistState.wishlistItems !== adopted) writeStoredWishlist(storage, wishlistState.wishlistItems);
    const count = wishlistState.wishlistItems.length;
    if (bus.current('wishlist.count') !== count) bus.publish('wishlist.count', count);
  });

  const languages = startLanguageRefresh(bus);
  const stopMerging = startSignInMerge(bus, tabStorage);
  // The shell has removed the stored list already; the one in memory goes at once.
  const signOuts = bus.on('session.signed-out').subscribe(() => setWishlistItems([]));

  // Another tab changed the list: follow it, so both tabs show the same favourites.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== WISHLIST_STORAGE_KEY && event.key !== null) return;
    const held = wishlistState.wishlistItems;
    setWishlistItems(adoptStoredList(readStoredWishlist(storage), held, bus.current('language.changed')));
    adopted = wishlistState.wishlistItems;
    languages.refresh();
  };
  globalThis.addEventListener?.('storage', onStorage);

  return () => {
    stopStoring();
    languages.stop();
    stopMerging();
    signOuts.unsubscribe();
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
