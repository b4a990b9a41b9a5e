import { type ProductBrief } from 'shared-contracts';
import { proxy, subscribe } from 'valtio/vanilla';
import {
  type AddOutcome,
  type CartItem,
  addProduct,
  cappedDiscount,
  cartMoney,
  unitCount,
} from '../cart-rules';
import { sendToServer } from '../server-queue';

/** Whose cart is shown: the visitor's, or a signed-in customer's (by user id). */
export type CartOwner = 'visitor' | number;

/** Why the last checkout start did not go on: refused by the server (its messages), or no usable answer. */
export type CheckoutProblem = { kind: 'refused'; messages: string[] } | { kind: 'failed' };

export interface CartState {
  cartItems: CartItem[];
  /** The applied coupon's percent, 0 without one. */
  discount: number;
  /** The applied coupon's code, '' without one. */
  nameDiscount: string;
  /** The order under checkout (POST /checkout/initialize), null when none. */
  orderCode: string | null;
  /** True while the checkout start runs (the button's, or the one after a guest's sign-in). */
  checkoutStarting: boolean;
  /**
   * True from a sign-in until its merge has ended, with the checkout start a guest left the
   * cart for: the lines shown are not the server's yet, and an order may be on its way.
   */
  merging: boolean;
  /** Whose cart this is; null until the cart service has started (it knows the session). */
  owner: CartOwner | null;
  /** Why the last checkout start stopped (shown under the checkout button); null when it did not. */
  checkoutProblem: CheckoutProblem | null;
  readonly cartCount: number;
  readonly subTotal: number;
  readonly discountAmount: number;
  readonly finalPrice: number;
}

/** The cart (docs/spec.md §3): a visitor's kept locally, a customer's on the server as well. */
export const cartState = proxy<CartState>({
  cartItems: [],
  discount: 0,
  nameDiscount: '',
  orderCode: null,
  checkoutStarting: false,
  merging: false,
  owner: null,
  checkoutProblem: null,
  get cartCount() {
    return unitCount(this.cartItems);
  },
  get subTotal() {
    return cartMoney(this.cartItems, this.discount).subTotal;
  },
  get discountAmount() {
    return cartMoney(this.cartItems, this.discount).discountAmount;
  },
  get finalPrice() {
    return cartMoney(this.cartItems, this.discount).finalPrice;
  },
});

/** The quantity of a product in the cart, 0 when it is not. */
export const quantityOf = (productId: number) =>
  cartState.cartItems.find((item) => item.product.id === productId)?.quantity ?? 0;

/** Any quantity change makes the order under checkout stale (docs/spec.md §4), and why the last start stopped. */
export function changeItems(items: CartItem[]): void {
  cartState.cartItems = items;
  cartState.orderCode = null;
  cartState.checkoutProblem = null;
}

/** One more unit (the catalogue's add-to-cart): new lines only with stock, existing ones up to it. */
export function addToCart(product: ProductBrief): AddOutcome {
  const { items, outcome } = addProduct(cartState.cartItems, product);
  if (outcome === 'added' || outcome === 'incremented') {
    changeItems(items);
    sendToServer({ kind: 'amount', productId: product.id, amount: quantityOf(product.id) });
  }
  return outcome;
}

/** Sets or loads the lines (storage, the server, a merge, a sign-out); the server is not told. */
export function setCartItems(items: CartItem[]): void {
  cartState.cartItems = items;
}

/** Shows another cart as a whole (a visitor's, a customer's, another tab's): lines, coupon and order. */
export function replaceCart(cart: {
  items: CartItem[];
  coupon: { code: string; discount: number } | null;
  orderCode: string | null;
}): void {
  cartState.cartItems = cart.items;
  cartState.nameDiscount = cart.coupon?.code ?? '';
  cartState.discount = cart.coupon ? cappedDiscount(cart.coupon.discount) : 0;
  cartState.orderCode = cart.orderCode;
  cartState.checkoutProblem = null;
}

/** The cart as it is kept in storage. */
export function cartToStore() {
  return {
    items: cartState.cartItems,
    coupon: cartState.nameDiscount ? { code: cartState.nameDiscount, discount: cartState.discount } : null,
    orderCode: cartState.orderCode,
  };
}

export function setOrderCode(code: string | null): void {
  cartState.orderCode = code;
}

let mergeWork: Promise<void> = Promise.resolve();

/**
 * Follows a sign-in's merge (and the checkout start after it): `merging` stays true until it
 * has ended, failed or not, and until any merge begun meanwhile has ended too.
 */
export function trackMerge(work: Promise<unknown>): void {
  const tracked: Promise<void> = work.then(
    () => undefined,
    () => undefined,
  );
  mergeWork = tracked;
  cartState.merging = true;
  void tracked.then(() => {
    if (mergeWork === tracked) cartState.merging = false;
  });
}

/** Resolves once no sign-in merge runs: the cart then is the server's, whole. */
export function whenMerged(): Promise<void> {
  if (!cartState.merging) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = subscribe(cartState, () => {
      if (cartState.merging) return;
      stop();
      resolve();
    });
  });
}
