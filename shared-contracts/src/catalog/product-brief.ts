import { z } from 'zod';
import { ImageUrlSchema } from '../shared/image-url';
import { EurosSchema } from '../shared/money';
import { lazySchema } from '../shared/lazy-schema';

/**
 * The short form of a product that wishlists and carts show (docs/spec.md §3): price is the
 * price to pay, discount the percent already taken off the original price. `old_price` is the
 * list price before the product's own discount, present when discount > 0; an API that does
 * not send it leaves the old price to be derived (price / (1 − discount/100)).
 */
export const ProductBriefSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    price: EurosSchema,
    discount: z.number().min(0).max(100),
    stock: z.number().int().nonnegative(),
    image: ImageUrlSchema,
    old_price: EurosSchema.optional(),
  }),
);
export type ProductBrief = z.infer<typeof ProductBriefSchema>;
