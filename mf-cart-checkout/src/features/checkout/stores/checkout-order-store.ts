import { type OrderDetail } from 'shared-contracts';
import { apiClient } from 'remote-kit';
import { proxy } from 'valtio/vanilla';
import { getCheckoutOrder } from '../api/get-checkout-order';
import { knownOrderCode } from '../cart-seam';

export type CheckoutOrderStatus = 'loading' | 'ready' | 'no-order' | 'failed';

interface CheckoutOrderState {
  /** Whose order, which one and in which language: '4:current:es'. */
  key: string;
  status: CheckoutOrderStatus;
  order: OrderDetail | undefined;
}

/** The order the checkout pages show and pay: its lines and totals as the server prices them. */
export const checkoutOrderState = proxy<CheckoutOrderState>({ key: '', status: 'loading', order: undefined });

export function checkoutOrderKey(
  userId: number,
  orderCode: string | undefined,
  language: 'es' | 'en',
): string {
  return `${userId}:${orderCode ?? knownOrderCode() ?? 'current'}:${language}`;
}

let inFlight: AbortController | undefined;

/**
 * Loads the order under checkout: `orderCode` (the confirmation's), else the one the cart holds,
 * else the customer's order in PAYMENT. Each page loads it afresh (a step may have changed it,
 * a new checkout may have begun); the same order stays on screen meanwhile.
 */
export async function loadCheckoutOrder(
  userId: number,
  orderCode: string | undefined,
  language: 'es' | 'en',
): Promise<void> {
  const key = checkoutOrderKey(userId, orderCode, language);
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  if (checkoutOrderState.key !== key) checkoutOrderState.order = undefined;
  checkoutOrderState.key = key;
  checkoutOrderState.status = 'loading';
  const result = await getCheckoutOrder(
    apiClient(),
    userId,
    orderCode ?? knownOrderCode(),
    language,
    controller.signal,
  );
  if (inFlight !== controller) return;
  inFlight = undefined;
  if (result.kind === 'ok') {
    checkoutOrderState.order = result.data;
    checkoutOrderState.status = 'ready';
  } else {
    checkoutOrderState.order = undefined;
    checkoutOrderState.status = result.kind === 'no-order' ? 'no-order' : 'failed';
  }
}

/** Forgets the order (a new checkout, a sign-out, a test). */
export function clearCheckoutOrder(): void {
  inFlight?.abort();
  inFlight = undefined;
  checkoutOrderState.key = '';
  checkoutOrderState.status = 'loading';
  checkoutOrderState.order = undefined;
}
