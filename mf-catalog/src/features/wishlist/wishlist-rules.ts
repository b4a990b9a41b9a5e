import { type Language, type WishlistProduct } from 'shared-contracts';

// docs/spec.md §4, Wishlist: pure list rules; the store applies them and the sync sends them.

/** A wishlist product with the language its name was saved in (absent in lists kept before it was). */
export type WishlistItem = WishlistProduct & { language?: Language };

interface Identified {
  id: number;
}

export function hasProduct(items: readonly Identified[], productId: number): boolean {
  return items.some((item) => item.id === productId);
}

/** Adding a product not yet present appends it; adding one already there changes nothing. */
export function addItem<T extends Identified>(items: readonly T[], product: T): T[] {
  return hasProduct(items, product.id) ? [...items] : [...items, product];
}

export function removeItem<T extends Identified>(items: readonly T[], productId: number): T[] {
  return items.filter((item) => item.id !== productId);
}

/** The list with a product's fresher copy in place of the old one; a product no longer listed stays out. */
export function replaceItem<T extends Identified>(items: readonly T[], fresh: T): T[] {
  return items.map((item) => (item.id === fresh.id ? fresh : item));
}

/**
 * After login the server list is merged into the local one: local order first, then the
 * server's products the local list lacks. A product on both takes the server's fresher
 * price, discount and stock.
 */
export function mergeServerIntoLocal<T extends Identified>(local: readonly T[], server: readonly T[]): T[] {
  const fromServer = new Map(server.map((item) => [item.id, item]));
  const merged = local.map((item) => fromServer.get(item.id) ?? item);
  return [...merged, ...server.filter((item) => !hasProduct(local, item.id))];
}

/** The local products the server does not have yet: they are pushed to it after login. */
export function missingOnServer<T extends Identified>(
  local: readonly T[],
  server: readonly Identified[],
): T[] {
  return local.filter((item) => !hasProduct(server, item.id));
}

/** The items whose names are not in this language: they are fetched again in it. */
export function itemsNotIn(items: readonly WishlistItem[], language: Language): WishlistItem[] {
  return items.filter((item) => item.language !== language);
}

/**
 * The list another tab stored, as this tab shows it: that tab's order and products, but
 * this tab's own copy of a product when it is in this tab's language (two tabs left in
 * different languages would otherwise keep translating each other's list).
 */
export function adoptStoredList(
  stored: readonly WishlistItem[],
  held: readonly WishlistItem[],
  language: Language | undefined,
): WishlistItem[] {
  const ours = new Map(
    held.filter((item) => language && item.language === language).map((item) => [item.id, item]),
  );
  return stored.map((item) => ours.get(item.id) ?? item);
}
