import { z } from 'zod';
import { SuccessAnswerSchema } from '../shared/success-answer';
import { UserProductRequestSchema } from '../shared/user-product-request';
import { CART_MAX_AMOUNT } from './cart-product';
import { lazySchema } from '../shared/lazy-schema';

/**
 * POST /cart/upsert_amount_product (Bearer): sets a line's quantity; 0 removes the line.
 * An amount above the stock is a 409 with `errors.stock` ('There are not {amount} available').
 */
export const UpsertAmountProductRequestSchema = lazySchema(() =>
  UserProductRequestSchema.extend({
    amount: z.number().int().min(0).max(CART_MAX_AMOUNT),
  }),
);
export type UpsertAmountProductRequest = z.input<typeof UpsertAmountProductRequestSchema>;

export const UpsertAmountProductAnswerSchema = SuccessAnswerSchema;
export type UpsertAmountProductAnswer = z.infer<typeof UpsertAmountProductAnswerSchema>;
