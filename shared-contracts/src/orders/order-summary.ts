import { z } from 'zod';
import { OrderCodeSchema } from '../shared/order-code';
import { OrderDateSchema } from './order-date';
import { OrderStatusSchema } from './order-status';
import { lazySchema } from '../shared/lazy-schema';

/** An order in a list (docs/spec.md §3): its code, status and the date it was placed. */
export const OrderSummarySchema = lazySchema(() =>
  z.object({
    code: OrderCodeSchema,
    status: OrderStatusSchema,
    date: OrderDateSchema,
  }),
);
export type OrderSummary = z.infer<typeof OrderSummarySchema>;
