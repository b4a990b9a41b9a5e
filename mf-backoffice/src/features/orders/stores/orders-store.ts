import { apiClient } from 'remote-kit';
import { type BackofficeOrdersAnswer } from 'shared-contracts';
import { proxy } from 'valtio/vanilla';
import { getOrders } from '../api/get-orders';
import { type OrdersQuery } from '../orders-query';

export type ListStatus = 'loading' | 'ready' | 'failed';

interface OrdersState {
  /** Which view, for whom: the answer shown belongs to it. */
  key: string;
  status: ListStatus;
  answer: BackofficeOrdersAnswer | undefined;
}

/** The page of orders on screen. */
export const ordersState = proxy<OrdersState>({ key: '', status: 'loading', answer: undefined });

export const ordersKey = (userId: number, query: OrdersQuery) =>
  `${userId}:${query.page}:${query.status ?? ''}:${query.search}`;

let inFlight: AbortController | undefined;

/** Loads a page of orders; a newer load wins over one still on its way. */
export async function loadOrders(userId: number, query: OrdersQuery): Promise<void> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  const key = ordersKey(userId, query);
  if (ordersState.key !== key) ordersState.answer = undefined;
  ordersState.key = key;
  ordersState.status = 'loading';

  const result = await getOrders(
    apiClient(),
    { user_id: userId, page: query.page, status: query.status, search: query.search || undefined },
    controller.signal,
  );
  if (inFlight !== controller) return;
  inFlight = undefined;
  if (result.kind === 'ok') {
    ordersState.answer = result.data;
    ordersState.status = 'ready';
  } else {
    ordersState.status = 'failed';
  }
}
