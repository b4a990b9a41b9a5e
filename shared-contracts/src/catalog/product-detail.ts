import { z } from 'zod';
import { CatalogLanguageSchema } from '../shared/language';
import { ProductIdSchema, WireIdSchema } from '../shared/wire-id';
import { ProductSummarySchema } from './product-summary';
import { lazySchema } from '../shared/lazy-schema';

/** GET /products/{id}: path parameters. */
export const ProductParamsSchema = lazySchema(() => z.object({ id: ProductIdSchema }));
export type ProductParams = z.output<typeof ProductParamsSchema>;

/** GET /products/{id}: query. `id_user` is accepted for compatibility; the answer does not depend on it. */
export const ProductQuerySchema = lazySchema(() =>
  z.object({
    id_user: WireIdSchema.optional(),
    language: CatalogLanguageSchema,
  }),
);
export type ProductQuery = z.output<typeof ProductQuerySchema>;

/** The collection a product belongs to: its slug and display name in the language asked (/collections/{slug}). */
export const ProductCollectionSchema = lazySchema(() => z.object({ slug: z.string(), name: z.string() }));
export type ProductCollection = z.infer<typeof ProductCollectionSchema>;

/** The type product (category) a product belongs to, as a collection's tile names it (/type_products/{name}). */
export const ProductTypeSchema = lazySchema(() => z.object({ name: z.string(), name_show: z.string() }));
export type ProductType = z.infer<typeof ProductTypeSchema>;

/**
 * GET /products/{id}: the answer. The original price is `old_price` (the list price), or when
 * not sent price / (1 - discount / 100).
 * `collection` and `type_product` place the product in the catalogue (the product page's
 * breadcrumbs); optional, as an API that does not send them yet answers without them.
 */
export const ProductDetailSchema = lazySchema(() =>
  ProductSummarySchema.extend({
    description: z.string(),
    collection: ProductCollectionSchema.optional(),
    type_product: ProductTypeSchema.optional(),
  }),
);
export type ProductDetail = z.infer<typeof ProductDetailSchema>;
