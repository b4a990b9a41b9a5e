import { z } from 'zod';
import { ProductBriefSchema } from '../catalog/product-brief';
import { lazySchema } from '../shared/lazy-schema';

/** Most units of one product a cart line may hold. */
export const CART_MAX_AMOUNT = 999;

/**
 * A line of a server-side cart: the product as it is now, and the quantity asked for.
 * Stock may have dropped below quantity since; the client shows the shortage.
 */
export const CartProductSchema = lazySchema(() =>
  ProductBriefSchema.extend({
    quantity: z.number().int().min(1),
  }),
);
export type CartProduct = z.infer<typeof CartProductSchema>;
