import { ProductBriefSchema, customerDataKey } from 'shared-contracts';
import { readStoredJson, writeStoredJson } from 'remote-kit';
import { type CartItem } from './cart-rules';

/**
 * A visitor's cart (local storage). Not under the `customer.` prefix: it is nobody's account
 * data, and it never holds a customer's lines. At sign-in its lines move into the customer's
 * server cart and the key is emptied, so a sign-out (the shell removes `customer.` keys only)
 * leaves it empty, and the next person on the browser starts with an empty cart.
 */
export const VISITOR_CART_KEY = 'cart.visitor-cart';

/**
 * The signed-in customer's copy of their server cart (local storage), kept with their user id
 * so that it is shown only to them while the server cannot be reached. Under the `customer.`
 * prefix: the shell removes it at sign-out, and so does the cart service.
 */
export const CUSTOMER_CART_KEY = customerDataKey('cart', 'cart');

/**
 * Session-storage key of the last sign-in whose merge is done: a reload keeps the tab's
 * sign-in id, and this, so the merge runs once per sign-in. The shell removes it at sign-out.
 */
export const MERGED_SIGN_IN_KEY = customerDataKey('cart', 'merged-sign-in');

/**
 * Session-storage key set when a guest leaves the cart to sign in (a time): after that
 * sign-in's merge the checkout goes on by itself (an order is made), so the address step
 * finds one. Not a customer's data: the guest's own intent, for this tab, for a short while.
 */
export const CHECKOUT_AFTER_SIGN_IN_KEY = 'cart.checkout-after-sign-in';

export function isMerged(tabStorage: Storage | undefined, signInId: string): boolean {
  return readStoredJson(tabStorage, MERGED_SIGN_IN_KEY) === signInId;
}

/** Whether a guest left the cart to sign in on this tab (checkout-start.ts decides if it is still fresh). */
export function checkoutAwaitsSignIn(tabStorage: Storage | undefined): boolean {
  return readStoredJson(tabStorage, CHECKOUT_AFTER_SIGN_IN_KEY) !== undefined;
}

/** The coupon a cart carries. */
export interface StoredCoupon {
  code: string;
  discount: number;
}

export interface StoredCart {
  items: CartItem[];
  coupon: StoredCoupon | null;
  orderCode: string | null;
}

export const EMPTY_CART: StoredCart = { items: [], coupon: null, orderCode: null };

function readItem(value: unknown): CartItem | undefined {
  const { product, quantity, errorStockQuantity } = (value ?? {}) as Record<string, unknown>;
  const parsed = ProductBriefSchema.safeParse(product);
  if (!parsed.success || !Number.isSafeInteger(quantity) || (quantity as number) < 1) return undefined;
  const error =
    Number.isSafeInteger(errorStockQuantity) && (errorStockQuantity as number) >= 0
      ? (errorStockQuantity as number)
      : null;
  return { product: parsed.data, quantity: quantity as number, errorStockQuantity: error };
}

function readCart(value: unknown): StoredCart {
  const { items, coupon, orderCode } = (value ?? {}) as Record<string, unknown>;
  const lines = Array.isArray(items)
    ? items.map(readItem).filter((item): item is CartItem => item !== undefined)
    : [];
  const { code, discount } = (coupon ?? {}) as Record<string, unknown>;
  return {
    items: lines.filter(
      (item, index) => lines.findIndex((other) => other.product.id === item.product.id) === index,
    ),
    coupon:
      typeof code === 'string' && code && typeof discount === 'number' && Number.isFinite(discount)
        ? { code, discount }
        : null,
    orderCode: typeof orderCode === 'string' && orderCode ? orderCode : null,
  };
}

/** The visitor's stored cart; anything unreadable counts as empty. */
export function readVisitorCart(storage: Storage | undefined): StoredCart {
  return { ...readCart(readStoredJson(storage, VISITOR_CART_KEY)), orderCode: null };
}

export function writeVisitorCart(storage: Storage | undefined, cart: StoredCart): void {
  if (cart.items.length === 0 && !cart.coupon) {
    removeKey(storage, VISITOR_CART_KEY);
    return;
  }
  writeStoredJson(storage, VISITOR_CART_KEY, { items: cart.items, coupon: cart.coupon });
}

/** The customer's stored copy, only when it is this customer's; else empty. */
export function readCustomerCart(storage: Storage | undefined, userId: number): StoredCart {
  const stored = readStoredJson(storage, CUSTOMER_CART_KEY) as { userId?: unknown } | undefined;
  if (stored?.userId !== userId) return EMPTY_CART;
  return readCart(stored);
}

export function writeCustomerCart(storage: Storage | undefined, userId: number, cart: StoredCart): void {
  writeStoredJson(storage, CUSTOMER_CART_KEY, { userId, ...cart });
}

export function removeKey(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Blocked storage kept nothing.
  }
}
