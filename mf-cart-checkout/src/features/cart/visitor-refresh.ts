import { type Bus, type ProductBrief, apiLanguage } from 'shared-contracts';
import { apiClient, currentUserId } from 'remote-kit';
import { cartBrief, getCartProduct } from './api/get-cart-product';
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
  const language = bus.current('language.changed');
  const answers = await Promise.all(
    cartState.cartItems.map((item) =>
      getCartProduct(apiClient(), item.product.id, language && apiLanguage(language)),
    ),
  );
  if (currentUserId(bus) !== undefined) return;
  const products: ProductBrief[] = answers.flatMap((answer) => {
    if (answer.kind !== 'ok') return [];
    return [cartBrief(answer.data)];
  });
  const fresh = new Set(products.map((product) => product.id));
  cartState.cartItems = refreshProducts(cartState.cartItems, products).map((item) =>
    fresh.has(item.product.id) ? withShortage(item) : item,
  );
}
