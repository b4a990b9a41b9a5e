import { z } from 'zod';
import { PageQuerySchema } from '../../shared/query-number';
import { PagingInfoSchema } from '../backoffice-orders';
import { StaffQuerySchema } from '../staff-query';
import { lazySchema } from '../../shared/lazy-schema';

/** Changes per page of a product's history. */
export const PRICE_HISTORY_PAGE_SIZE = 20;

export const PRICE_FIELDS = ['price', 'discount', 'stock'] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

/** GET /backoffice/prices/{id}/history (Bearer, staff): newest first. */
export const PriceHistoryQuerySchema = lazySchema(() => StaffQuerySchema.extend({ page: PageQuerySchema }));

/**
 * One staff change of one field: who (their e-mail), when (ISO 8601 UTC), from and to (the
 * list price in euros, the discount in percent, the stock in units), the version it made, and
 * whether it was part of a bulk change. Sales change the stock without a history entry.
 */
export const PriceChangeSchema = lazySchema(() =>
  z.object({
    at: z.string(),
    by: z.string(),
    field: z.enum(PRICE_FIELDS),
    from: z.number(),
    to: z.number(),
    version: z.number().int().min(1),
    bulk: z.boolean(),
  }),
);
export type PriceChange = z.infer<typeof PriceChangeSchema>;

export const PriceHistoryAnswerSchema = lazySchema(() =>
  z.object({
    changes: z.array(PriceChangeSchema),
    info: PagingInfoSchema,
  }),
);
export type PriceHistoryAnswer = z.infer<typeof PriceHistoryAnswerSchema>;
