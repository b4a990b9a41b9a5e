import { type OrdersQuery } from '../orders-query';

// The orders' query keys. They start with the back office's name (the page's query cache holds
// every remote's queries), then the staff member's id: what one staff member read is theirs.

/** Everything a staff member read of the orders: the lists and each order. */
export const ordersKey = (userId: number) => ['backoffice', 'orders', userId] as const;

/** Every view of the order list a staff member read. */
export const orderListsKey = (userId: number) => [...ordersKey(userId), 'list'] as const;

/** One view of the order list: its page, status filter and search. */
export const orderListKey = (userId: number, { page, status, search }: OrdersQuery) =>
  [...orderListsKey(userId), { page, status, search }] as const;

/** One order, in every language it was read in. */
export const orderKey = (userId: number, orderCode: string) =>
  [...ordersKey(userId), 'order', orderCode] as const;
