import { type ProductBrief } from 'shared-contracts';
import { type CartItem, maxQuantity } from './cart-rules';

// docs/spec.md §4, Cart: the rules that put the server's word on the cart's lines (a server cart,
// fresher products, the merge at sign-in, a refused cart's short lines). Pure; apart from
// cart-rules.ts because only the customer's sync, the merge and the checkout need them: the
// service every page starts does not load them.

/** Marks the short lines with the units available (by product id); the others keep theirs. */
export function markShortLines(
  items: readonly CartItem[],
  available: ReadonlyMap<number, number>,
): CartItem[] {
  return items.map((item) => {
    const units = available.get(item.product.id);
    if (units === undefined) return item;
    return { ...item, product: { ...item.product, stock: units }, errorStockQuantity: units };
  });
}

/** Puts fresher copies of products (price, stock, name) in place; lines keep their quantity and error. */
export function refreshProducts(items: readonly CartItem[], products: readonly ProductBrief[]): CartItem[] {
  const fresh = new Map(products.map((product) => [product.id, product]));
  return items.map((item) => {
    const product = fresh.get(item.product.id);
    return product ? { ...item, product } : item;
  });
}

/** A line's quantity change to send to the server: 0 removes the line. */
export interface QuantityChange {
  productId: number;
  amount: number;
}

/**
 * After a sign-in the visitor's cart joins the customer's server cart: a product on both
 * gets the sum of both quantities, a product only in the visitor's cart its quantity, each
 * capped at the stock (the server's copy of a product is the fresher one). Gives the merged
 * lines (server order first) and the quantities the server must be told.
 */
export function mergeCarts(
  local: readonly CartItem[],
  server: readonly CartItem[],
): { items: CartItem[]; changes: QuantityChange[] } {
  const changes: QuantityChange[] = [];
  const merged = server.map((item) => ({ ...item }));
  for (const visitor of local) {
    const held = merged.find((item) => item.product.id === visitor.product.id);
    const product = held?.product ?? visitor.product;
    const quantity = Math.min((held?.quantity ?? 0) + visitor.quantity, maxQuantity(product));
    if (quantity === (held?.quantity ?? 0)) continue;
    changes.push({ productId: product.id, amount: quantity });
    if (held) held.quantity = quantity;
    else merged.push({ product, quantity, errorStockQuantity: null });
  }
  return { items: merged, changes };
}

/** A line whose quantity the stock no longer covers shows the units available (errorStockQuantity); one it covers, none. */
export function withShortage(item: CartItem): CartItem {
  const errorStockQuantity = item.quantity > item.product.stock ? item.product.stock : null;
  return item.errorStockQuantity === errorStockQuantity ? item : { ...item, errorStockQuantity };
}

/** The lines of a server cart (POST /cart/user_cart), short ones marked. */
export function itemsFromServer(products: ReadonlyArray<ProductBrief & { quantity: number }>): CartItem[] {
  return products.map(({ quantity, ...product }) =>
    withShortage({ product, quantity, errorStockQuantity: null }),
  );
}
