import { z } from 'zod';
import { ListingInfoSchema } from './listing-info';
import { ProductSummarySchema } from './product-summary';
import { lazySchema } from '../shared/lazy-schema';

/**
 * GET /type_products/{name}: path parameters. The name is matched lowercased, without
 * spaces or accents, as collection tiles link to it.
 */
export const TypeProductsParamsSchema = lazySchema(() =>
  z.object({ name: z.string().trim().min(1).max(100) }),
);
export type TypeProductsParams = z.output<typeof TypeProductsParamsSchema>;

/** GET /type_products/{name}: the answer (query: ListingQuerySchema). */
export const TypeProductsAnswerSchema = lazySchema(() =>
  z.object({
    products: z.array(ProductSummarySchema),
    info: ListingInfoSchema,
  }),
);
export type TypeProductsAnswer = z.infer<typeof TypeProductsAnswerSchema>;
