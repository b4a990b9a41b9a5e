import { z } from 'zod';
import { CatalogLanguageSchema } from '../shared/language';
import { ProductIdSchema, WireIdSchema } from '../shared/wire-id';
import { ProductSummarySchema } from './product-summary';

/** GET /products/{id}: path parameters. */
export const ProductParamsSchema = z.object({ id: ProductIdSchema });
export type ProductParams = z.output<typeof ProductParamsSchema>;

/** GET /products/{id}: query. `id_user` is accepted for compatibility; the answer does not depend on it. */
export const ProductQuerySchema = z.object({
  id_user: WireIdSchema.optional(),
  language: CatalogLanguageSchema,
});
export type ProductQuery = z.output<typeof ProductQuerySchema>;

/** GET /products/{id}: the answer. The original price is price / (1 - discount / 100). */
export const ProductDetailSchema = ProductSummarySchema.extend({
  description: z.string(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;
