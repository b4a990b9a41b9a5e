import { defineCall } from '../http/call';
import { CartRemoveProductAnswerSchema, CartRemoveProductRequestSchema } from './remove-product';
import { UpsertAmountProductAnswerSchema, UpsertAmountProductRequestSchema } from './upsert-amount-product';
import { UserCartAnswerSchema, UserCartRequestSchema } from './user-cart';

// docs/spec.md §7 Cart: the signed-in customer's server-side cart.

export const getUserCartCall = defineCall({
  method: 'POST',
  path: '/cart/user_cart',
  auth: 'customer',
  summary: "The customer's cart, oldest line first, names in the request's language",
  tag: 'cart',
  body: UserCartRequestSchema,
  answer: UserCartAnswerSchema,
  errors: [400, 401, 403, 404],
});

export const upsertCartAmountCall = defineCall({
  method: 'POST',
  path: '/cart/upsert_amount_product',
  auth: 'customer',
  summary: "Sets a cart line's quantity (0 removes it) if the stock covers it",
  tag: 'cart',
  body: UpsertAmountProductRequestSchema,
  answer: UpsertAmountProductAnswerSchema,
  errors: [400, 401, 403, 404, 409],
});

export const removeCartProductCall = defineCall({
  method: 'POST',
  path: '/cart/remove_product',
  auth: 'customer',
  summary: 'Removes a line from the cart (idempotent)',
  tag: 'cart',
  body: CartRemoveProductRequestSchema,
  answer: CartRemoveProductAnswerSchema,
  errors: [400, 401, 403, 404],
});
