import {
  type Bus,
  type FieldErrors,
  type ProductBrief,
  ROUTES,
  type VerifyCartRequest,
  cartLineErrors,
  cleanupOrdersCall,
  getUserCartCall,
  initializeCheckoutCall,
  verifyCartCall,
  withReturnTo,
} from 'shared-contracts';
import { apiClient, currentUserId, readStoredJson, webStorage, writeStoredJson } from 'remote-kit';
import { type CartItem } from './cart-rules';
import { readProductBriefs } from './product-briefs';
import { itemsFromServer, markShortLines, refreshProducts } from './server-lines';
import { CHECKOUT_AFTER_SIGN_IN_KEY, removeKey } from './cart-storage';
import { whenSynced } from './server-queue';
import { type CheckoutProblem, cartState, setOrderCode, whenMerged } from './stores/cart-store';

/** Where a guest signs in or registers, and comes back to the address step (docs/spec.md §4). */
export const GUEST_CHECKOUT_PATH = withReturnTo(ROUTES.loginRegisterCheckout, ROUTES.checkoutAddress);

/** How long a guest's wish to check out after signing in holds (cart-storage.ts CHECKOUT_AFTER_SIGN_IN_KEY). */
const CHECKOUT_AFTER_SIGN_IN_MS = 30 * 60 * 1000;

export type CheckoutStart =
  /** Go on to this path. */
  | { kind: 'navigate'; to: string }
  /**
   * `refused`: the server refused the cart (short lines are marked on the lines, the rest is
   * in `messages`); `failed`: no usable answer (offline, server error), nothing changed.
   */
  | CheckoutProblem;

/** The cart as verify_cart takes it: each line's id, quantity and unit price; the coupon; the total shown. */
export function cartToVerify(): VerifyCartRequest {
  return {
    cart_data: cartState.cartItems.map((item) => ({
      id: item.product.id,
      quantity: item.quantity,
      price: item.product.price,
    })),
    coupon_code_discount: cartState.nameDiscount || null,
    total: cartState.finalPrice,
  };
}

/** The current copies of some products: the customer's server cart, or each product for a visitor. */
async function freshProducts(bus: Bus, productIds: number[]): Promise<ProductBrief[]> {
  const userId = currentUserId(bus);
  if (userId !== undefined) {
    const answer = await apiClient().call(getUserCartCall, { body: { user_id: userId } });
    return answer.kind === 'ok' ? itemsFromServer(answer.data.products).map((item) => item.product) : [];
  }
  return readProductBriefs(bus, productIds);
}

/** Units thought available for a short line when its product could not be read again. */
const fallbackAvailable = (item: CartItem) => Math.max(0, Math.min(item.product.stock, item.quantity - 1));

/**
 * The errors of a refused cart, shown: each short line is marked with the units available now,
 * lines whose price changed take the current one (so the next try can pass), and the order
 * code goes. Gives the messages that belong to no line's shortage (the product's name first).
 */
export async function showCartErrors(bus: Bus, errors: FieldErrors): Promise<string[]> {
  setOrderCode(null);
  const lineErrors = cartLineErrors(errors);
  const ids = [...new Set(lineErrors.map((error) => error.productId))];
  const products = ids.length > 0 ? await freshProducts(bus, ids) : [];
  const stockOf = new Map(products.map((product) => [product.id, product.stock]));
  const refreshed = refreshProducts(
    cartState.cartItems,
    products.filter((product) => ids.includes(product.id)),
  );
  const short = new Map<number, number>();
  for (const { topic, productId } of lineErrors) {
    const item = refreshed.find((line) => line.product.id === productId);
    if (topic === 'stock' && item) short.set(productId, stockOf.get(productId) ?? fallbackAvailable(item));
  }
  cartState.cartItems = markShortLines(refreshed, short);

  const nameOf = (productId: number) =>
    cartState.cartItems.find((item) => item.product.id === productId)?.product.name;
  const messages = Object.entries(errors).flatMap(([key, list]) => {
    const line = lineErrors.find((error) => `${error.topic}.${error.productId}` === key);
    if (line?.topic === 'stock') return [];
    const name = line && nameOf(line.productId);
    return list.map((message) => (name ? `${name}: ${message}` : message));
  });
  return [...new Set(messages)];
}

/** A signed-in customer's order: abandoned checkouts dropped (result ignored), then a new one. */
async function initializeOrder(bus: Bus, userId: number): Promise<CheckoutStart> {
  await apiClient().call(cleanupOrdersCall, { body: { user_id: userId } });
  const answer = await apiClient().call(initializeCheckoutCall, {
    body: {
      user_id: userId,
      discount_code: cartState.nameDiscount || null,
      final_price: cartState.finalPrice,
    },
  });
  if (answer.kind === 'ok') {
    setOrderCode(answer.data.code);
    return { kind: 'navigate', to: ROUTES.checkoutAddress };
  }
  if (answer.kind === 'errors' && answer.status < 500 && answer.status !== 401)
    return { kind: 'refused', messages: await showCartErrors(bus, answer.errors) };
  return { kind: 'failed' };
}

/**
 * The cart's checkout button (docs/spec.md §4 Checkout start): the server verifies the cart's lines,
 * coupon and total. Refused: the errors are shown and the order code goes. Accepted: a guest
 * goes to sign in or register and comes back to the address step; a signed-in customer's
 * abandoned checkouts are dropped, an order is made (its code kept in the cart) and the
 * address step comes next. A sign-in's merge still running is waited for: the server is never
 * asked about a half-merged cart.
 */
export async function startCheckout(
  bus: Bus,
  tabStorage: Storage | undefined = webStorage('sessionStorage'),
): Promise<CheckoutStart> {
  await whenMerged();
  return runCheckoutStart(bus, tabStorage);
}

/** One checkout start at a time; `checkoutStarting` while it runs, `checkoutProblem` after it. */
async function runCheckoutStart(bus: Bus, tabStorage: Storage | undefined): Promise<CheckoutStart> {
  if (cartState.checkoutStarting) return { kind: 'refused', messages: [] };
  cartState.checkoutProblem = null;
  if (cartState.cartItems.length === 0) return { kind: 'refused', messages: [] };
  cartState.checkoutStarting = true;
  try {
    const outcome = await verifyAndStart(bus, tabStorage);
    cartState.checkoutProblem = outcome.kind === 'navigate' ? null : outcome;
    return outcome;
  } finally {
    cartState.checkoutStarting = false;
  }
}

async function verifyAndStart(bus: Bus, tabStorage: Storage | undefined): Promise<CheckoutStart> {
  // The server must hold every change made so far before it is asked about the cart.
  await whenSynced();
  const verified = await apiClient().call(verifyCartCall, { body: cartToVerify() });
  if (verified.kind === 'errors' && verified.status < 500)
    return { kind: 'refused', messages: await showCartErrors(bus, verified.errors) };
  if (verified.kind !== 'ok') return { kind: 'failed' };
  const userId = currentUserId(bus);
  if (userId === undefined) {
    writeStoredJson(tabStorage, CHECKOUT_AFTER_SIGN_IN_KEY, Date.now());
    return { kind: 'navigate', to: GUEST_CHECKOUT_PATH };
  }
  return initializeOrder(bus, userId);
}

/**
 * After the sign-in merge (which calls it, so it does not wait for itself): a guest who left
 * the cart to sign in gets their order made, so the address step they come back to has one.
 * Runs once; refused or failed, the cart shows why (`checkoutProblem`, the lines).
 */
export async function resumeCheckoutAfterSignIn(bus: Bus, tabStorage: Storage | undefined): Promise<void> {
  const since = readStoredJson(tabStorage, CHECKOUT_AFTER_SIGN_IN_KEY);
  removeKey(tabStorage, CHECKOUT_AFTER_SIGN_IN_KEY);
  if (typeof since !== 'number' || Date.now() - since > CHECKOUT_AFTER_SIGN_IN_MS) return;
  await runCheckoutStart(bus, tabStorage);
}
