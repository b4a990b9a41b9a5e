import { z } from 'zod';
import { BACKOFFICE_ORDER_STATUSES, ORDER_STATUSES } from '../constants/business';
import { lazySchema } from '../shared/lazy-schema';

/** An order's status (docs/spec.md §3): PAYMENT until paid, then RECEIVED, SEND, DELIVERED. */
export const OrderStatusSchema = lazySchema(() => z.enum(ORDER_STATUSES));

/** A status staff may set from the back office's dropdown. */
export const BackofficeOrderStatusSchema = lazySchema(() => z.enum(BACKOFFICE_ORDER_STATUSES));
export type BackofficeOrderStatus = z.infer<typeof BackofficeOrderStatusSchema>;
