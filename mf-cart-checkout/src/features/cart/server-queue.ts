import { apiClient, currentUserId } from 'remote-kit';
import { removeCartProduct } from './api/remove-cart-product';
import { upsertCartAmount } from './api/upsert-cart-amount';
import { type QuantityChange } from './cart-rules';

/** A change of the customer's server cart: a line's new quantity (0 removes it), or its removal. */
export type ServerChange = ({ kind: 'amount' } & QuantityChange) | { kind: 'remove'; productId: number };

let queue: Promise<void> = Promise.resolve();
let queued = 0;

async function send(userId: number, change: ServerChange): Promise<void> {
  // The customer who made the change has gone (signed out, another signed in): not theirs to send.
  if (currentUserId() !== userId) return;
  const body = { sku_product: change.productId, user_id: userId };
  if (change.kind === 'remove') await removeCartProduct(apiClient(), body);
  else await upsertCartAmount(apiClient(), { ...body, amount: change.amount });
}

/**
 * Sends a signed-in customer's cart changes to the server one after another, in the order
 * they were made: quantities are absolute, so a late answer must never undo a newer change.
 * Failures are ignored (SPEC.md §8: cart sync errors are silent); a visitor's changes stay local.
 */
export function sendToServer(change: ServerChange): void {
  const userId = currentUserId();
  if (userId === undefined) return;
  queued += 1;
  queue = queue.then(() => send(userId, change)).catch(() => undefined);
}

/** How many changes were ever queued: a load that saw this number change may have missed one. */
export function changesQueued(): number {
  return queued;
}

/** Resolves once every change sent so far has been answered (before the checkout reads the server cart). */
export function whenSynced(): Promise<void> {
  return queue;
}
