import { z } from 'zod';
import { SearchInfoSchema } from './listing-info';
import { ProductSummarySchema } from './product-summary';
import { lazySchema } from '../shared/lazy-schema';

/**
 * GET /search (query: SearchQuerySchema) and GET /sales (query: ListingQuerySchema): the
 * answer. Search ranks by relevance unless sort_by is given; sales list discounted products.
 */
export const SearchAnswerSchema = lazySchema(() =>
  z.object({
    products: z.array(ProductSummarySchema),
    info: SearchInfoSchema,
  }),
);
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;

export const SalesAnswerSchema = SearchAnswerSchema;
export type SalesAnswer = SearchAnswer;
