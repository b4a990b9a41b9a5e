import { type Bus } from 'shared-contracts';
import { currentUserId, writeStoredJson } from 'remote-kit';
import { MERGED_SIGN_IN_KEY, type StoredCart, VISITOR_CART_KEY, removeKey } from './cart-storage';
import { loadServerCart } from './server-cart';
import { mergeCarts } from './server-lines';
import { sendToServer } from './server-queue';
import { cartState, replaceCart } from './stores/cart-store';

// Loaded on demand (cart-service.ts), at a sign-in: no page needs it before.

/**
 * After a sign-in: the visitor's lines join the customer's server cart (quantities summed,
 * capped at the stock; each change sent in order), then the server cart is loaded and shown,
 * and the visitor's cart is emptied: from now on those lines are the customer's, and so is the
 * visitor's coupon. Tells whether it was done: when the
 * server cart cannot be loaded, the local lines stay shown and the merge is tried again at the
 * next page load.
 */
export async function mergeAfterSignIn(
  bus: Bus,
  userId: number,
  signInId: string,
  visitor: StoredCart,
  storage: Storage | undefined,
  tabStorage: Storage | undefined,
): Promise<boolean> {
  const stillSignedIn = () =>
    currentUserId(bus) === userId && bus.current('session.changed')?.signInId === signInId;
  const server = await loadServerCart(bus, userId);
  if (!server || !stillSignedIn()) return false;
  const { items, changes } = mergeCarts(visitor.items, server);
  replaceCart({ items, coupon: visitor.coupon, orderCode: null });
  for (const change of changes) sendToServer({ kind: 'amount', ...change });
  removeKey(storage, VISITOR_CART_KEY);
  writeStoredJson(tabStorage, MERGED_SIGN_IN_KEY, signInId);
  if (!stillSignedIn()) return true;
  // The server's word on what was merged (a line it refused, a stock that changed meanwhile).
  const merged = await loadServerCart(bus, userId);
  if (merged && stillSignedIn()) cartState.cartItems = merged;
  return true;
}
