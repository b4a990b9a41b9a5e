import { type ApiResult, type Bus, type UserCartAnswer, getUserCartCall } from 'shared-contracts';
import { apiClient, currentUserId } from 'remote-kit';
import { type CartItem } from './cart-rules';
import { itemsFromServer } from './server-lines';
import { serviceMessage } from './cart-messages';
import { changesQueued, whenSynced } from './server-queue';

const MAX_LOADS = 3;

/**
 * The customer's server cart, once every change sent has been answered (loaded again if one
 * was made meanwhile), or undefined when it could not be loaded (the page keeps its
 * local data and says so: docs/spec.md §8) or the customer has gone meanwhile.
 */
export async function loadServerCart(bus: Bus, userId: number): Promise<CartItem[] | undefined> {
  let answer: ApiResult<UserCartAnswer> | undefined;
  // A change made while the cart was on its way (an add at page load) may be missing from it:
  // then it is loaded again, once that change is answered.
  for (let attempt = 0; attempt < MAX_LOADS; attempt += 1) {
    const before = changesQueued();
    await whenSynced();
    answer = await apiClient().call(getUserCartCall, { body: { user_id: userId } });
    if (answer.kind !== 'ok' || changesQueued() === before) break;
  }
  if (currentUserId(bus) !== userId) return undefined;
  if (answer?.kind === 'ok') return itemsFromServer(answer.data.products);
  bus.publish('toast.requested', {
    message: serviceMessage('loadFailed', bus.current('language.changed')),
    tone: 'error',
  });
  return undefined;
}
