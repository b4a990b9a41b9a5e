import { useSyncExternalStore } from 'react';
import { snapshot, subscribe } from 'valtio/vanilla';
import { wishlistState } from './stores/wishlist-store';
import { type WishlistItem } from './wishlist-rules';

const subscribeToWishlist = (onChange: () => void) => subscribe(wishlistState, onChange);
const currentItems = () => snapshot(wishlistState).wishlistItems;
// The server never knows a visitor's wishlist: the page hydrates without it, then shows it.
const notKnownOnTheServer = () => undefined;

/** The visitor's wishlist, or undefined while it is not known yet (on the server, and while the page hydrates). */
export function useWishlistItems(): readonly WishlistItem[] | undefined {
  return useSyncExternalStore(subscribeToWishlist, currentItems, notKnownOnTheServer);
}
