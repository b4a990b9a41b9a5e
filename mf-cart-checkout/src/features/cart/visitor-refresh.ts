import { type Bus } from 'shared-contracts';
import { currentUserId } from 'remote-kit';
import { readProductBriefs } from './product-briefs';
import { refreshProducts, withShortage } from './server-lines';
import { cartState } from './stores/cart-store';

/**
 * When a visitor opens the cart, each line's product is read again in the page's language:
 * its name, today's price and stock (a line the stock no longer covers shows the shortage).
 * A customer's lines come fresh from the server cart already. A product that cannot be read
 * stays as it was; answers that come after a sign-in are dropped.
 */
export async function refreshVisitorLines(bus: Bus): Promise<void> {
  if (currentUserId(bus) !== undefined || cartState.cartItems.length === 0) return;
  const products = await readProductBriefs(
    bus,
    cartState.cartItems.map((item) => item.product.id),
  );
  if (currentUserId(bus) !== undefined) return;
  const fresh = new Set(products.map((product) => product.id));
  cartState.cartItems = refreshProducts(cartState.cartItems, products).map((item) =>
    fresh.has(item.product.id) ? withShortage(item) : item,
  );
}
