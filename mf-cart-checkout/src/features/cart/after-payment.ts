import { type Bus } from 'shared-contracts';
import { loadServerCart } from './server-cart';
import { clearCart } from './stores/cart-actions';
import { cartState, setCartItems } from './stores/cart-store';

// For the payment page only (through index.ts): a visitor's page never loads it.

/**
 * docs/spec.md §4 payment step 4 passed: the server took out of the customer's cart the units the
 * order bought and kept the rest (a line added in another tab meanwhile). The coupon, the
 * order and the bought lines go at once, then the cart shows what the server kept. Should
 * that not load (the cart's own message says so), the page shows none rather than lines
 * already paid for; the next page loads them.
 */
export async function showCartKeptAfterPayment(bus: Bus): Promise<void> {
  const { owner } = cartState;
  clearCart();
  if (typeof owner !== 'number') return;
  const kept = await loadServerCart(bus, owner);
  if (kept && cartState.owner === owner) setCartItems(kept);
}
