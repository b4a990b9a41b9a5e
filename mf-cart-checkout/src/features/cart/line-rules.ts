import { centsToEuros, eurosToCents } from 'shared-contracts';
import { type CartItem, canIncrement } from './cart-rules';

// docs/spec.md §4, Cart: the /cart page's rules on a line (pure): +, −, remove, Accept, clear the
// stock error, a line's total, the old price. Apart from cart-rules.ts so that the service
// every page starts does not load them.

const findItem = (items: readonly CartItem[], productId: number) =>
  items.find((item) => item.product.id === productId);

/** One more unit of a line already in the cart, within its stock; undefined when refused. */
export function incrementItem(items: readonly CartItem[], productId: number): CartItem[] | undefined {
  const existing = findItem(items, productId);
  if (!existing || !canIncrement(existing)) return undefined;
  return items.map((item) => (item === existing ? { ...item, quantity: item.quantity + 1 } : item));
}

/** One unit less; at quantity 1 the line goes. */
export function decrementItem(items: readonly CartItem[], productId: number): CartItem[] {
  return items.flatMap((item) => {
    if (item.product.id !== productId) return [item];
    return item.quantity <= 1 ? [] : [{ ...item, quantity: item.quantity - 1 }];
  });
}

export function removeItem(items: readonly CartItem[], productId: number): CartItem[] {
  return items.filter((item) => item.product.id !== productId);
}

export function clearStockError(items: readonly CartItem[], productId: number): CartItem[] {
  return items.map((item) =>
    item.product.id === productId && item.errorStockQuantity !== null
      ? { ...item, errorStockQuantity: null }
      : item,
  );
}

/**
 * Accept on a short line: the line takes the units available (and that stock) and its error
 * goes; with none available the line goes.
 */
export function acceptAvailable(items: readonly CartItem[], productId: number): CartItem[] {
  return items.flatMap((item) => {
    if (item.product.id !== productId || item.errorStockQuantity === null) return [item];
    const available = Math.max(0, item.errorStockQuantity);
    if (available === 0) return [];
    return [
      {
        product: { ...item.product, stock: available },
        quantity: Math.min(item.quantity, available),
        errorStockQuantity: null,
      },
    ];
  });
}

/** A line's total in euros: unit price × quantity, in cents. */
export function lineTotal(item: CartItem): number {
  return centsToEuros(eurosToCents(item.product.price) * item.quantity);
}
