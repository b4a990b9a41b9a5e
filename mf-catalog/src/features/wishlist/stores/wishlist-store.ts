import {
  type ProductBrief,
  getBus,
  insertWishlistProductCall,
  removeWishlistProductCall,
} from 'shared-contracts';
import { proxy } from 'valtio/vanilla';
import { apiClient, currentUserId } from 'remote-kit';
import { toProductBrief } from '../../../shared/product-brief';
import { type WishlistItem, addItem, hasProduct, removeItem, replaceItem } from '../wishlist-rules';

interface WishlistState {
  wishlistItems: WishlistItem[];
  readonly wishlistCount: number;
}

/** The visitor's wishlist (docs/spec.md §3): kept locally, and on the server once logged in. */
export const wishlistState = proxy<WishlistState>({
  wishlistItems: [],
  get wishlistCount() {
    return this.wishlistItems.length;
  },
});

let sent: Promise<unknown> = Promise.resolve();

/** Sends the changes one after another, so a quick add-then-remove reaches the server in that order. */
function sendInOrder(change: () => Promise<unknown>): void {
  sent = sent.then(change);
}

/** The product as the wishlist keeps it: its brief, and the language its name is in (the page's). */
function toWishlistItem(product: ProductBrief): WishlistItem {
  const language = getBus().current('language.changed');
  return language ? { ...toProductBrief(product), language } : toProductBrief(product);
}

/** Adds a product; a logged-in customer's change is sent to the server too. */
export function addToWishlist(product: ProductBrief): void {
  if (hasProduct(wishlistState.wishlistItems, product.id)) return;
  wishlistState.wishlistItems = addItem(wishlistState.wishlistItems, toWishlistItem(product));
  const userId = currentUserId();
  if (userId !== undefined) {
    sendInOrder(() =>
      apiClient().call(insertWishlistProductCall, { body: { sku_product: product.id, user_id: userId } }),
    );
  }
}

export function removeFromWishlist(productId: number): void {
  if (!hasProduct(wishlistState.wishlistItems, productId)) return;
  wishlistState.wishlistItems = removeItem(wishlistState.wishlistItems, productId);
  const userId = currentUserId();
  if (userId !== undefined) {
    sendInOrder(() =>
      apiClient().call(removeWishlistProductCall, { body: { sku_product: productId, user_id: userId } }),
    );
  }
}

export function toggleWishlist(product: ProductBrief): void {
  if (hasProduct(wishlistState.wishlistItems, product.id)) removeFromWishlist(product.id);
  else addToWishlist(product);
}

/** Replaces the whole list: a restore from storage, a merge with the server's, or a sign-out. */
export function setWishlistItems(items: WishlistItem[]): void {
  wishlistState.wishlistItems = items;
}

/** Puts a product's fresher copy (another language, today's price) in place; a product removed meanwhile stays out. */
export function refreshWishlistItem(item: WishlistItem): void {
  if (hasProduct(wishlistState.wishlistItems, item.id)) {
    wishlistState.wishlistItems = replaceItem(wishlistState.wishlistItems, item);
  }
}
