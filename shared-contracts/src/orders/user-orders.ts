import { z } from 'zod';
import { UserIdSchema } from '../shared/user-id';
import { OrderSummarySchema } from './order-summary';

/** GET /orders/{userId} (Bearer): path parameters; the user id must be the token's. */
export const UserOrdersParamsSchema = z.object({ userId: UserIdSchema });
export type UserOrdersParams = z.output<typeof UserOrdersParamsSchema>;

/** The customer's paid orders (RECEIVED, SEND, DELIVERED), newest first: a plain array (docs/spec.md §7). */
export const UserOrdersAnswerSchema = z.array(OrderSummarySchema);
export type UserOrdersAnswer = z.infer<typeof UserOrdersAnswerSchema>;
