import { type z } from 'zod';
import { SuccessAnswerSchema } from '../shared/success-answer';
import { UserProductRequestSchema } from '../shared/user-product-request';

/**
 * POST /wishlist/insert_or_skip_product and POST /wishlist/remove_product (Bearer). Both
 * are idempotent; an unknown product is a 404 with `errors.product`.
 */
export const InsertOrSkipProductRequestSchema = UserProductRequestSchema;
export type InsertOrSkipProductRequest = z.input<typeof InsertOrSkipProductRequestSchema>;
export const WishlistRemoveProductRequestSchema = UserProductRequestSchema;
export type WishlistRemoveProductRequest = z.input<typeof WishlistRemoveProductRequestSchema>;

export const WishlistChangeAnswerSchema = SuccessAnswerSchema;
export type WishlistChangeAnswer = z.infer<typeof WishlistChangeAnswerSchema>;
