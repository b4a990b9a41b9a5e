import { z } from 'zod';
import { CatalogLanguageSchema } from '../shared/language';
import { PageQuerySchema, queryNumber } from '../shared/query-number';
import { WireIdSchema } from '../shared/wire-id';
import { lazySchema } from '../shared/lazy-schema';

/** Products per page of every listing, search and sales answer. */
export const CATALOG_PAGE_SIZE = 20;
/** Longest search text the API takes. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

const MAX_PRICE = 10_000_000;

const PriceBoundSchema = lazySchema(() =>
  queryNumber(/^-?(\d+(\.\d*)?|\.\d+)$/, 'expected_number').pipe(z.number().min(0).max(MAX_PRICE)),
);

/**
 * Query of GET /type_products/{name} and GET /sales. Values arrive as strings and are
 * coerced. No sort_by means the default order: best selling first.
 */
export const listingQueryShape = {
  id_user: WireIdSchema.optional(),
  page: PageQuerySchema,
  price_min: PriceBoundSchema.optional(),
  price_max: PriceBoundSchema.optional(),
  sort_by: z.enum(['name', 'price']).optional(),
  ascending: z.stringbool().default(true),
  language: CatalogLanguageSchema,
};

interface PriceBounds {
  price_min?: number | undefined;
  price_max?: number | undefined;
}

/** price_min and price_max come both or neither, and min is not above max. */
export function checkPriceBounds(query: PriceBounds, ctx: z.RefinementCtx): void {
  const { price_min: min, price_max: max } = query;
  if (min === undefined && max !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['price_min'], message: 'price_pair' });
  } else if (min !== undefined && max === undefined) {
    ctx.addIssue({ code: 'custom', path: ['price_max'], message: 'price_pair' });
  } else if (min !== undefined && max !== undefined && min > max) {
    ctx.addIssue({ code: 'custom', path: ['price_min'], message: 'price_order' });
  }
}

export const ListingQuerySchema = lazySchema(() => z.object(listingQueryShape).superRefine(checkPriceBounds));
export type ListingQuery = z.output<typeof ListingQuerySchema>;

/** Query of GET /search: the listing query plus the search text. */
export const SearchQuerySchema = lazySchema(() =>
  z
    .object({ ...listingQueryShape, query: z.string().trim().min(1).max(SEARCH_QUERY_MAX_LENGTH) })
    .superRefine(checkPriceBounds),
);
export type SearchQuery = z.output<typeof SearchQuerySchema>;
