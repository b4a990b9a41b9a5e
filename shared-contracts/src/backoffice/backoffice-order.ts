import { z } from 'zod';
import { AddressSchema } from '../shared/address';
import { OrderDateSchema } from '../orders/order-date';
import { OrderDetailSchema } from '../orders/order-detail';
import { OrderStatusSchema } from '../orders/order-status';
import { CatalogLanguageSchema } from '../shared/language';
import { OrderCodeSchema } from '../shared/order-code';
import { StaffQuerySchema } from './staff-query';
import { lazySchema } from '../shared/lazy-schema';

/** GET /backoffice/orders/{orderCode}?language&user_id (Bearer, staff). An unknown code is a 404 under `order`. */
export const BackofficeOrderParamsSchema = lazySchema(() => z.object({ orderCode: OrderCodeSchema }));
export type BackofficeOrderParams = z.output<typeof BackofficeOrderParamsSchema>;

export const BackofficeOrderQuerySchema = lazySchema(() =>
  StaffQuerySchema.extend({ language: CatalogLanguageSchema }),
);
export type BackofficeOrderQuery = z.output<typeof BackofficeOrderQuerySchema>;

/**
 * One change of an order's status: from, to, when (UTC 'YYYY-MM-DD HH:MM:SS') and who —
 * the staff member's e-mail, or null when the shop made it (the payment: PAYMENT → RECEIVED).
 */
export const OrderStatusChangeSchema = lazySchema(() =>
  z.object({
    from: OrderStatusSchema,
    to: OrderStatusSchema,
    date: OrderDateSchema,
    changedBy: z.string().nullable(),
  }),
);
export type OrderStatusChange = z.infer<typeof OrderStatusChangeSchema>;

/**
 * The back-office order detail: the customer's detail fields (docs/spec.md §7 'same detail fields'),
 * both addresses as in the list, and every change of status, oldest first.
 */
export const BackofficeOrderAnswerSchema = lazySchema(() =>
  OrderDetailSchema.extend({
    billingAddress: AddressSchema.nullable(),
    shippingAddress: AddressSchema.nullable(),
    statusHistory: z.array(OrderStatusChangeSchema),
  }),
);
export type BackofficeOrderAnswer = z.infer<typeof BackofficeOrderAnswerSchema>;
