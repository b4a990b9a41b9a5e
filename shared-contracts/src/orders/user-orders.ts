import { z } from 'zod';
import { UserIdSchema } from '../shared/user-id';
import { OrderSummarySchema } from './order-summary';
import { lazySchema } from '../shared/lazy-schema';

/** GET /orders/{userId} (Bearer): path parameters; the user id must be the token's. */
export const UserOrdersParamsSchema = lazySchema(() => z.object({ userId: UserIdSchema }));
export type UserOrdersParams = z.output<typeof UserOrdersParamsSchema>;

/** The customer's paid orders (RECEIVED, SEND, DELIVERED), newest first: a plain array (docs/spec.md §7). */
export const UserOrdersAnswerSchema = lazySchema(() => z.array(OrderSummarySchema));
export type UserOrdersAnswer = z.infer<typeof UserOrdersAnswerSchema>;
