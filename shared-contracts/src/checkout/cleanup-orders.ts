import { z } from 'zod';
import { SuccessAnswerSchema } from '../shared/success-answer';
import { UserIdSchema } from '../shared/user-id';
import { lazySchema } from '../shared/lazy-schema';

/**
 * POST /checkout/cleanup_orders (Bearer): drops the customer's abandoned checkouts (orders
 * still in PAYMENT) before a new one starts; paid orders are never touched. docs/spec.md §7: the
 * browser ignores the result.
 */
export const CleanupOrdersRequestSchema = lazySchema(() => z.object({ user_id: UserIdSchema }));
export type CleanupOrdersRequest = z.input<typeof CleanupOrdersRequestSchema>;

export const CleanupOrdersAnswerSchema = SuccessAnswerSchema;
export type CleanupOrdersAnswer = z.infer<typeof CleanupOrdersAnswerSchema>;
