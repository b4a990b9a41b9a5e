import { defineCall } from '../http/call';
import { UserWishlistAnswerSchema, UserWishlistRequestSchema } from './user-wishlist';
import {
  InsertOrSkipProductRequestSchema,
  WishlistChangeAnswerSchema,
  WishlistRemoveProductRequestSchema,
} from './wishlist-change';

// docs/spec.md §7 Wishlist: the signed-in customer's own list.

export const getUserWishlistCall = defineCall({
  method: 'POST',
  path: '/wishlist/user_wishlist',
  auth: 'customer',
  summary: "The customer's wishlist, oldest addition first",
  tag: 'wishlist',
  body: UserWishlistRequestSchema,
  answer: UserWishlistAnswerSchema,
  errors: [400, 401, 403, 404],
});

export const insertWishlistProductCall = defineCall({
  method: 'POST',
  path: '/wishlist/insert_or_skip_product',
  auth: 'customer',
  summary: "Adds a product to the customer's wishlist (idempotent)",
  tag: 'wishlist',
  body: InsertOrSkipProductRequestSchema,
  answer: WishlistChangeAnswerSchema,
  errors: [400, 401, 403, 404],
});

export const removeWishlistProductCall = defineCall({
  method: 'POST',
  path: '/wishlist/remove_product',
  auth: 'customer',
  summary: "Removes a product from the customer's wishlist (idempotent)",
  tag: 'wishlist',
  body: WishlistRemoveProductRequestSchema,
  answer: WishlistChangeAnswerSchema,
  errors: [400, 401, 403, 404],
});
