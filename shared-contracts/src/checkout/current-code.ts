import { z } from 'zod';
import { OrderCodeSchema } from '../shared/order-code';
import { UserIdSchema } from '../shared/user-id';
import { lazySchema } from '../shared/lazy-schema';

/** POST /order/current_code (Bearer): the code of the customer's order still in PAYMENT. */
export const CurrentOrderCodeRequestSchema = lazySchema(() => z.object({ user_id: UserIdSchema }));
export type CurrentOrderCodeRequest = z.input<typeof CurrentOrderCodeRequestSchema>;

/** `code` is null when the customer has no checkout under way. */
export const CurrentOrderCodeAnswerSchema = lazySchema(() => z.object({ code: OrderCodeSchema.nullable() }));
export type CurrentOrderCodeAnswer = z.infer<typeof CurrentOrderCodeAnswerSchema>;
