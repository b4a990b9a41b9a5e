import { z } from 'zod';

/** Euros with two decimals, as the wire carries money (the API keeps integer cents). */
export const EurosSchema = z.number().nonnegative();

/** A root-relative URL on the API's origin: `/images/{file}` or `/static_images/image_type/{file}`. */
export const ImageUrlSchema = z.string().min(1);

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
