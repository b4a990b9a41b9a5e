import { z } from 'zod';
import { ImageUrlSchema } from '../shared/image-url';
import { EurosSchema } from '../shared/money';

/**
 * The short form of a product that wishlists and carts show (SPEC.md §3): price is the
 * price to pay, discount the percent already taken off the original price.
 */
export const ProductBriefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: EurosSchema,
  discount: z.number().min(0).max(100),
  stock: z.number().int().nonnegative(),
  image: ImageUrlSchema,
});
export type ProductBrief = z.infer<typeof ProductBriefSchema>;
