import { currentUserId } from 'remote-kit';
import { type QuantityChange } from './server-lines';

/** A change of the customer's server cart: a line's new quantity (0 removes it), or its removal. */
export type ServerChange = ({ kind: 'amount' } & QuantityChange) | { kind: 'remove'; productId: number };

let queue: Promise<void> = Promise.resolve();
let queued = 0;

async function send(userId: number, change: ServerChange): Promise<void> {
  // The calls' code comes with the first change: a visitor's page never needs it.
  const { sendChange } = await import('./server-sync');
  await sendChange(userId, change);
}

/**
 * Sends a signed-in customer's cart changes to the server one after another, in the order
 * they were made: quantities are absolute, so a late answer must never undo a newer change.
 * Failures are ignored (docs/spec.md §8: cart sync errors are silent); a visitor's changes stay local.
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
