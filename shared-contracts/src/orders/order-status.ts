import { z } from 'zod';
import { BACKOFFICE_ORDER_STATUSES, ORDER_STATUSES } from '../constants/business';

/** An order's status (docs/spec.md §3): PAYMENT until paid, then RECEIVED, SEND, DELIVERED. */
export const OrderStatusSchema = z.enum(ORDER_STATUSES);

/** A status staff may set from the back office's dropdown. */
export const BackofficeOrderStatusSchema = z.enum(BACKOFFICE_ORDER_STATUSES);
export type BackofficeOrderStatus = z.infer<typeof BackofficeOrderStatusSchema>;
