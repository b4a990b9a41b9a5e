import { cappedDiscount } from '../cart-rules';
import { acceptAvailable, clearStockError, decrementItem, incrementItem, removeItem } from '../line-rules';
import { sendToServer } from '../server-queue';
import { cartState, changeItems, quantityOf } from './cart-store';

// The cart's actions of the /cart page and the checkout (docs/spec.md §4): +, −, remove, Accept,
// clear a stock error, the coupon, emptying it once paid. Apart from cart-store.ts, which the
// service every page starts loads, so that it does not load them.

/** + on a line: one more unit while quantity + 1 does not exceed the stock. */
export function incrementQuantity(productId: number): void {
  const items = incrementItem(cartState.cartItems, productId);
  if (!items) return;
  changeItems(items);
  sendToServer({ kind: 'amount', productId, amount: quantityOf(productId) });
}

/** − on a line: one unit less; at 1 the line goes, and the server is sent quantity 0. */
export function decrementQuantity(productId: number): void {
  if (quantityOf(productId) === 0) return;
  changeItems(decrementItem(cartState.cartItems, productId));
  sendToServer({ kind: 'amount', productId, amount: quantityOf(productId) });
}

export function removeFromCart(productId: number): void {
  if (quantityOf(productId) === 0) return;
  changeItems(removeItem(cartState.cartItems, productId));
  sendToServer({ kind: 'remove', productId });
}

/** Accept on a short line: the quantity becomes the units available (none: the line goes). */
export function acceptAvailableUnits(productId: number): void {
  const before = cartState.cartItems.find((item) => item.product.id === productId);
  if (!before || before.errorStockQuantity === null) return;
  changeItems(acceptAvailable(cartState.cartItems, productId));
  sendToServer({ kind: 'amount', productId, amount: quantityOf(productId) });
}

export function clearStockErrorOf(productId: number): void {
  cartState.cartItems = clearStockError(cartState.cartItems, productId);
}

/**
 * Empties the cart and forgets its coupon and order; nothing is sent (after a payment the
 * server has taken the bought units out of the customer's cart itself: after-payment.ts).
 */
export function clearCart(): void {
  changeItems([]);
  cartState.discount = 0;
  cartState.nameDiscount = '';
}

/** The coupon applied ('' and 0 for none); its percent capped at 100/2.21. A new total: the order goes. */
export function updateDiscount(code: string, discount: number): void {
  const percent = code ? cappedDiscount(discount) : 0;
  if (cartState.nameDiscount === code && cartState.discount === percent) return;
  cartState.nameDiscount = code;
  cartState.discount = percent;
  cartState.orderCode = null;
  cartState.checkoutProblem = null;
}
