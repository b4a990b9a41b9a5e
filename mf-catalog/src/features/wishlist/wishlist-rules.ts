import { type WishlistProduct } from 'shared-contracts';

// SPEC.md §4, Wishlist: pure list rules; the store applies them and the sync sends them.

export function hasProduct(items: readonly WishlistProduct[], productId: number): boolean {
  return items.some((item) => item.id === productId);
}

/** Adding a product not yet present appends it; adding one already there changes nothing. */
export function addItem(items: readonly WishlistProduct[], product: WishlistProduct): WishlistProduct[] {
  return hasProduct(items, product.id) ? [...items] : [...items, product];
}

export function removeItem(items: readonly WishlistProduct[], productId: number): WishlistProduct[] {
  return items.filter((item) => item.id !== productId);
}

/**
 * After login the server list is merged into the local one: local order first, then the
 * server's products the local list lacks. A product on both takes the server's fresher
 * price, discount and stock.
 */
export function mergeServerIntoLocal(
  local: readonly WishlistProduct[],
  server: readonly WishlistProduct[],
): WishlistProduct[] {
  const fromServer = new Map(server.map((item) => [item.id, item]));
  const merged = local.map((item) => fromServer.get(item.id) ?? item);
  return [...merged, ...server.filter((item) => !hasProduct(local, item.id))];
}

/** The local products the server does not have yet: they are pushed to it after login. */
export function missingOnServer(
  local: readonly WishlistProduct[],
  server: readonly WishlistProduct[],
): WishlistProduct[] {
  return local.filter((item) => !hasProduct(server, item.id));
}
