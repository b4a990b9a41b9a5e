import { type z } from 'zod';
import { ProductBriefSchema } from '../catalog/product-brief';

/** A product in a wishlist: id, name, price, discount, stock, image (docs/spec.md §3). */
export const WishlistProductSchema = ProductBriefSchema;
export type WishlistProduct = z.infer<typeof WishlistProductSchema>;
