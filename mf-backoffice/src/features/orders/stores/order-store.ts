import { apiClient } from 'remote-kit';
import { type BackofficeOrderAnswer, type BackofficeOrderStatus } from 'shared-contracts';
import { proxy } from 'valtio/vanilla';
import { changeOrderStatus } from '../api/change-order-status';
import { getOrder } from '../api/get-order';

export type OrderLoad = 'loading' | 'ready' | 'not-found' | 'failed';

interface OrderState {
  /** Which order, for whom, in which language: the order shown belongs to it. */
  key: string;
  status: OrderLoad;
  order: BackofficeOrderAnswer | undefined;
}

/** The order on screen. */
export const orderState = proxy<OrderState>({ key: '', status: 'loading', order: undefined });

export interface OrderRef {
  orderCode: string;
  userId: number;
  language: 'es' | 'en';
}

export const orderKey = ({ orderCode, userId, language }: OrderRef) => `${userId}:${language}:${orderCode}`;

let inFlight: AbortController | undefined;

/**
 * Loads an order. `quiet` keeps the order on screen while it is read again (after a change
 * of status, for the history's new row), and keeps it if that read fails.
 */
export async function loadOrder(ref: OrderRef, { quiet = false } = {}): Promise<void> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  const key = orderKey(ref);
  if (orderState.key !== key) orderState.order = undefined;
  orderState.key = key;
  if (!quiet) orderState.status = 'loading';

  const result = await getOrder(apiClient(), ref, controller.signal);
  if (inFlight !== controller) return;
  inFlight = undefined;
  if (result.kind === 'ok') {
    orderState.order = result.data;
    orderState.status = 'ready';
  } else if (!quiet) {
    orderState.status = result.kind === 'errors' && result.status === 404 ? 'not-found' : 'failed';
  }
}

/**
 * SPEC.md §4: sets the order's status. On success the shown status changes and the order is
 * read again for its history; otherwise it stays. Tells which it was.
 */
export async function changeStatus(ref: OrderRef, status: BackofficeOrderStatus): Promise<boolean> {
  const result = await changeOrderStatus(apiClient(), { code: ref.orderCode, status, userId: ref.userId });
  if (result.kind !== 'ok') return false;
  if (orderState.key === orderKey(ref) && orderState.order) orderState.order.status = status;
  void loadOrder(ref, { quiet: true });
  return true;
}
