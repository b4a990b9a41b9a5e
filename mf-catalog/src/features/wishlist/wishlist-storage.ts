import { WishlistProductSchema, customerDataKey, isLanguage } from 'shared-contracts';
import { readStoredJson, writeStoredJson } from 'remote-kit';
import { type WishlistItem } from './wishlist-rules';

/**
 * Local-storage key of the wishlist: a customer's own data, so the shell removes it when
 * the customer signs out and the next person on the browser starts with an empty list.
 */
export const WISHLIST_STORAGE_KEY = customerDataKey('catalog', 'wishlist');

/** Where the wishlist was kept before (never removed on sign-out): read once, then deleted. */
export const LEGACY_WISHLIST_STORAGE_KEY = 'catalog.wishlist';

function readItem(value: unknown): WishlistItem | undefined {
  const product = WishlistProductSchema.safeParse(value);
  if (!product.success) return undefined;
  const language = (value as { language?: unknown }).language;
  return isLanguage(language) ? { ...product.data, language } : product.data;
}

/** The stored wishlist; an unreadable entry counts as empty and a malformed product is left out. */
export function readStoredWishlist(storage: Storage | undefined): WishlistItem[] {
  const stored = readStoredJson(storage, WISHLIST_STORAGE_KEY);
  if (!Array.isArray(stored)) return [];
  return stored.map(readItem).filter((item): item is WishlistItem => item !== undefined);
}

/** Stores the wishlist, each product with its language; a full or disabled storage keeps it in memory only. */
export function writeStoredWishlist(storage: Storage | undefined, items: readonly WishlistItem[]): void {
  writeStoredJson(storage, WISHLIST_STORAGE_KEY, items);
}

/** Moves a wishlist kept under the old key to the new one (unless there is one already), then deletes the old key. */
export function migrateLegacyWishlist(storage: Storage | undefined): void {
  try {
    const legacy = storage?.getItem(LEGACY_WISHLIST_STORAGE_KEY);
    if (!storage || legacy === null || legacy === undefined) return;
    if (storage.getItem(WISHLIST_STORAGE_KEY) === null) storage.setItem(WISHLIST_STORAGE_KEY, legacy);
    storage.removeItem(LEGACY_WISHLIST_STORAGE_KEY);
  } catch {
    // Blocked or full storage: the list simply starts empty.
  }
}
