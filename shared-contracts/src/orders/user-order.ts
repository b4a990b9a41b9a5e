import { z } from 'zod';
import { CatalogLanguageSchema } from '../shared/language';
import { OrderCodeSchema } from '../shared/order-code';
import { UserIdSchema } from '../shared/user-id';
import { OrderDetailSchema } from './order-detail';
import { lazySchema } from '../shared/lazy-schema';

/**
 * GET /orders/{userId}/{orderCode}?language (Bearer): one of the customer's own orders. Another
 * customer's order is a 403 and an unknown code a 404, both under `order`.
 */
export const UserOrderParamsSchema = lazySchema(() =>
  z.object({ userId: UserIdSchema, orderCode: OrderCodeSchema }),
);
export type UserOrderParams = z.output<typeof UserOrderParamsSchema>;

export const OrderQuerySchema = lazySchema(() => z.object({ language: CatalogLanguageSchema }));
export type OrderQuery = z.output<typeof OrderQuerySchema>;

export const UserOrderAnswerSchema = OrderDetailSchema;
export type UserOrderAnswer = z.infer<typeof UserOrderAnswerSchema>;
