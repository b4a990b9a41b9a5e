import { z } from 'zod';
import { AddressSchema } from '../shared/address';
import { OrderStatusSchema } from '../orders/order-status';
import { OrderSummarySchema } from '../orders/order-summary';
import { EMAIL_MAX_LENGTH } from '../shared/email';
import { PageQuerySchema } from '../shared/query-number';
import { StaffQuerySchema } from './staff-query';
import { lazySchema } from '../shared/lazy-schema';

/** Orders per page of the back-office list. */
export const BACKOFFICE_ORDERS_PAGE_SIZE = 20;

/**
 * GET /backoffice/orders (Bearer, staff). docs/spec.md §7 gives `user_id`; a shop with thousands of
 * orders also needs `page` (from 1), `status` (only orders in that status; without it every
 * paid order: RECEIVED, SEND, DELIVERED; `status=PAYMENT` lists unpaid checkouts) and `search`
 * (an order code, or part of the billing or shipping e-mail or of the customer account's
 * e-mail, case-insensitive; '' is no search).
 */
export const BackofficeOrdersQuerySchema = lazySchema(() =>
  StaffQuerySchema.extend({
    page: PageQuerySchema,
    status: OrderStatusSchema.optional(),
    search: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
  }),
);
export type BackofficeOrdersQuery = z.output<typeof BackofficeOrdersQuerySchema>;

/** An order in the back-office list: the customer's list fields plus both addresses (null before checkout saved them). */
export const BackofficeOrderSummarySchema = lazySchema(() =>
  OrderSummarySchema.extend({
    billingAddress: AddressSchema.nullable(),
    shippingAddress: AddressSchema.nullable(),
  }),
);
export type BackofficeOrderSummary = z.infer<typeof BackofficeOrderSummarySchema>;

/** Paging of a list, with the catalogue's names: `size` counts every match, n_pages is at least 1. */
export const PagingInfoSchema = lazySchema(() =>
  z.object({
    page: z.number().int().min(1),
    n_pages: z.number().int().min(1),
    size: z.number().int().nonnegative(),
  }),
);
export type PagingInfo = z.infer<typeof PagingInfoSchema>;

/** One page of orders, newest first, and the paging (docs/spec.md §7's list, wrapped for the paging). */
export const BackofficeOrdersAnswerSchema = lazySchema(() =>
  z.object({
    orders: z.array(BackofficeOrderSummarySchema),
    info: PagingInfoSchema,
  }),
);
export type BackofficeOrdersAnswer = z.infer<typeof BackofficeOrdersAnswerSchema>;
