import { apiClient, currentUserId } from 'remote-kit';
import { removeCartProductCall, upsertCartAmountCall } from 'shared-contracts';
import { type ServerChange } from './server-queue';

/**
 * Sends one change of the customer's server cart (server-queue.ts keeps them in order). Loaded
 * on demand, with the first change a signed-in customer makes.
 */
export async function sendChange(userId: number, change: ServerChange): Promise<void> {
  // The customer who made the change has gone (signed out, another signed in): not theirs to send.
  if (currentUserId() !== userId) return;
  const body = { sku_product: change.productId, user_id: userId };
  if (change.kind === 'remove') await apiClient().call(removeCartProductCall, { body });
  else await apiClient().call(upsertCartAmountCall, { body: { ...body, amount: change.amount } });
}
