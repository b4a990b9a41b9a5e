import { type OrderSummary } from 'shared-contracts';
import { proxy } from 'valtio/vanilla';
import { apiClient } from 'remote-kit';
import { getUserOrders } from '../api/get-user-orders';

export type OrdersStatus = 'loading' | 'ready';

interface OrdersState {
  /** Whose orders these are; undefined once signed out. */
  userId: number | undefined;
  status: OrdersStatus;
  orders: OrderSummary[];
}

/** The order list of /orders. */
export const ordersState = proxy<OrdersState>({ userId: undefined, status: 'loading', orders: [] });

let inFlight: AbortController | undefined;

/**
 * Loads the customer's orders. A failure is only logged (SPEC.md §8): the page then shows
 * an empty list rather than an error.
 */
export async function loadOrders(userId: number): Promise<void> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  if (ordersState.userId !== userId) ordersState.orders = [];
  ordersState.userId = userId;
  ordersState.status = 'loading';

  const result = await getUserOrders(apiClient(), userId, controller.signal);
  if (inFlight !== controller) return;
  inFlight = undefined;
  if (result.kind === 'ok') ordersState.orders = result.data;
  else {
    console.error('Could not load the orders', result);
    ordersState.orders = [];
  }
  ordersState.status = 'ready';
}

/** Forgets the list (signed out): nothing of one customer stays in memory for the next. */
export function clearOrders(): void {
  inFlight?.abort();
  inFlight = undefined;
  ordersState.userId = undefined;
  ordersState.status = 'loading';
  ordersState.orders = [];
}
