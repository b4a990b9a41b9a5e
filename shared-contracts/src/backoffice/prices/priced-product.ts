import { z } from 'zod';
import { ImageUrlSchema } from '../../shared/image-url';
import { EurosSchema } from '../../shared/money';
import { lazySchema } from '../../shared/lazy-schema';

/** A product's place in the catalogue, in both languages: its collection's key and its type's slug. */
export const PricedProductPlaceSchema = lazySchema(() =>
  z.object({
    collection: z.object({ key: z.string(), name_es: z.string(), name_en: z.string() }),
    type_product: z.object({ slug: z.string(), name_es: z.string(), name_en: z.string() }),
  }),
);

/**
 * A product as the prices screen shows it. `list_price` is what staff set, `discount` the
 * percent taken off it, `price` what the customer pays (salePriceCents, the storefront's
 * price); `changed_at` the last change of what its page shows (by staff or by a sale).
 */
export const PricedProductSchema = lazySchema(() =>
  PricedProductPlaceSchema.extend({
    id: z.number().int(),
    name_es: z.string(),
    name_en: z.string(),
    image: ImageUrlSchema,
    list_price: EurosSchema,
    discount: z.number().min(0).max(100),
    price: EurosSchema,
    stock: z.number().int().nonnegative(),
    version: z.number().int().min(1),
    changed_at: z.string(),
  }),
);
export type PricedProduct = z.infer<typeof PricedProductSchema>;
