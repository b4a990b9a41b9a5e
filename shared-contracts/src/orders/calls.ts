import { defineCall } from '../http/call';
import { GuestOrderAnswerSchema, GuestOrderParamsSchema } from './guest-order';
import { OrderQuerySchema, UserOrderAnswerSchema, UserOrderParamsSchema } from './user-order';
import { UserOrdersAnswerSchema, UserOrdersParamsSchema } from './user-orders';

// docs/spec.md §7 Orders: a customer's own orders, and one order through a guest's link.

export const getUserOrdersCall = defineCall({
  method: 'GET',
  path: '/orders/:userId',
  auth: 'customer',
  summary: "The customer's orders, newest first: code, status and date",
  tag: 'orders',
  params: UserOrdersParamsSchema,
  answer: UserOrdersAnswerSchema,
  errors: [400, 401, 403, 404],
});

export const getUserOrderCall = defineCall({
  method: 'GET',
  path: '/orders/:userId/:orderCode',
  auth: 'customer',
  summary: "One of the customer's orders: its lines and totals",
  tag: 'orders',
  params: UserOrderParamsSchema,
  query: OrderQuerySchema,
  answer: UserOrderAnswerSchema,
  errors: [400, 401, 403, 404],
});

export const getGuestOrderCall = defineCall({
  method: 'GET',
  path: '/orders/guest/:orderCode/:access_token',
  auth: 'none',
  summary: "An order opened through its link's access token, without a session",
  tag: 'orders',
  params: GuestOrderParamsSchema,
  query: OrderQuerySchema,
  answer: GuestOrderAnswerSchema,
  errors: [400, 404, 410, 429],
});
