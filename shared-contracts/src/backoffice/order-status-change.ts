import { z } from 'zod';
import { BackofficeOrderStatusSchema } from '../orders/order-status';
import { OrderCodeSchema } from '../shared/order-code';
import { SuccessAnswerSchema } from '../shared/success-answer';
import { UserIdSchema } from '../shared/user-id';
import { lazySchema } from '../shared/lazy-schema';

/** PATCH /backoffice/orders/{code}/status (Bearer, staff): path parameters. */
export const OrderStatusParamsSchema = lazySchema(() => z.object({ code: OrderCodeSchema }));
export type OrderStatusParams = z.output<typeof OrderStatusParamsSchema>;

/**
 * Sets a paid order's status to one of the dropdown's (RECEIVED, SEND, DELIVERED) and records
 * who changed it from what, when. Setting the status it has succeeds and records nothing; an
 * order still in PAYMENT is a 409 under `order_status`, an unknown code a 404 under `order`.
 */
export const OrderStatusRequestSchema = lazySchema(() =>
  z.object({
    order_status: BackofficeOrderStatusSchema,
    user_id: UserIdSchema,
  }),
);
export type OrderStatusRequest = z.input<typeof OrderStatusRequestSchema>;

export const OrderStatusAnswerSchema = SuccessAnswerSchema;
export type OrderStatusAnswer = z.infer<typeof OrderStatusAnswerSchema>;
