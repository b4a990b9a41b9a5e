import { type OrderDetail } from 'shared-contracts';
import { apiClient } from 'remote-kit';
import { proxy } from 'valtio/vanilla';
import { getCheckoutOrder } from '../api/get-checkout-order';

export type CheckoutOrderStatus = 'loading' | 'ready' | 'failed';

interface CheckoutOrderState {
  /** Whose order, which one and in which language: '4:EST-20260315-AB12CD:es'. */
  key: string;
  status: CheckoutOrderStatus;
  order: OrderDetail | undefined;
}

/** The order the checkout pages show and pay: its lines and totals as the server prices them. */
export const checkoutOrderState = proxy<CheckoutOrderState>({ key: '', status: 'loading', order: undefined });

export function checkoutOrderKey(userId: number, orderCode: string, language: 'es' | 'en'): string {
  return `${userId}:${orderCode}:${language}`;
}

let inFlight: AbortController | undefined;

/**
 * Loads an order of the customer's. Each page loads it afresh (a step may have changed it);
 * the same order stays on screen meanwhile.
 */
export async function loadCheckoutOrder(
  userId: number,
  orderCode: string,
  language: 'es' | 'en',
): Promise<void> {
  const key = checkoutOrderKey(userId, orderCode, language);
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  if (checkoutOrderState.key !== key) checkoutOrderState.order = undefined;
  checkoutOrderState.key = key;
  checkoutOrderState.status = 'loading';
  const result = await getCheckoutOrder(apiClient(), userId, orderCode, language, controller.signal);
  if (inFlight !== controller) return;
  inFlight = undefined;
  checkoutOrderState.order = result.kind === 'ok' ? result.data : undefined;
  checkoutOrderState.status = result.kind === 'ok' ? 'ready' : 'failed';
}

/** Forgets the order (a test). */
export function clearCheckoutOrder(): void {
  inFlight?.abort();
  inFlight = undefined;
  checkoutOrderState.key = '';
  checkoutOrderState.status = 'loading';
  checkoutOrderState.order = undefined;
}
