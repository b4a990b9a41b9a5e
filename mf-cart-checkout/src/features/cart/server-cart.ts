import { type Bus } from 'shared-contracts';
import { apiClient, currentUserId } from 'remote-kit';
import { getUserCart } from './api/get-user-cart';
import { type CartItem, itemsFromServer } from './cart-rules';
import { serviceMessage } from './cart-messages';

/**
 * The customer's server cart, or undefined when it could not be loaded (the page keeps its
 * local data and says so: SPEC.md §8) or the customer has gone meanwhile.
 */
export async function loadServerCart(bus: Bus, userId: number): Promise<CartItem[] | undefined> {
  const answer = await getUserCart(apiClient(), { user_id: userId });
  if (currentUserId(bus) !== userId) return undefined;
  if (answer.kind === 'ok') return itemsFromServer(answer.data.products);
  bus.publish('toast.requested', {
    message: serviceMessage('loadFailed', bus.current('language.changed')),
    tone: 'error',
  });
  return undefined;
}
