import { type WishlistProduct, WishlistProductSchema } from 'shared-contracts';

/** Local-storage key of the wishlist (team prefix: the key lives in the page's global space). */
export const WISHLIST_STORAGE_KEY = 'catalog.wishlist';

const StoredWishlistSchema = WishlistProductSchema.array();

/** The stored wishlist; an unreadable or malformed entry counts as empty. */
export function readStoredWishlist(storage: Storage | undefined): WishlistProduct[] {
  try {
    const text = storage?.getItem(WISHLIST_STORAGE_KEY);
    if (!text) return [];
    const parsed = StoredWishlistSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Stores the wishlist; a full or disabled storage keeps it in memory only. */
export function writeStoredWishlist(storage: Storage | undefined, items: readonly WishlistProduct[]): void {
  try {
    storage?.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Private browsing or a full quota: the wishlist still works for this page's life.
  }
}

export function localStorageOrUndefined(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
