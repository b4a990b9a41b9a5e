import { type z } from 'zod';
import { SuccessAnswerSchema } from '../shared/success-answer';
import { UserProductRequestSchema } from '../shared/user-product-request';

/** POST /cart/remove_product (Bearer): removes a line; removing an absent line succeeds. */
export const CartRemoveProductRequestSchema = UserProductRequestSchema;
export type CartRemoveProductRequest = z.input<typeof CartRemoveProductRequestSchema>;

export const CartRemoveProductAnswerSchema = SuccessAnswerSchema;
export type CartRemoveProductAnswer = z.infer<typeof CartRemoveProductAnswerSchema>;
