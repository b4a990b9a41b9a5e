import { type WishlistProduct, WishlistProductSchema } from 'shared-contracts';
import { readStoredJson, writeStoredJson } from '../../shared/web-storage';

/** Local-storage key of the wishlist (team prefix: the key lives in the page's global space). */
export const WISHLIST_STORAGE_KEY = 'catalog.wishlist';

const StoredWishlistSchema = WishlistProductSchema.array();

/** The stored wishlist; an unreadable or malformed entry counts as empty. */
export function readStoredWishlist(storage: Storage | undefined): WishlistProduct[] {
  const parsed = StoredWishlistSchema.safeParse(readStoredJson(storage, WISHLIST_STORAGE_KEY) ?? []);
  return parsed.success ? parsed.data : [];
}

/** Stores the wishlist; a full or disabled storage keeps it in memory only. */
export function writeStoredWishlist(storage: Storage | undefined, items: readonly WishlistProduct[]): void {
  writeStoredJson(storage, WISHLIST_STORAGE_KEY, items);
}
