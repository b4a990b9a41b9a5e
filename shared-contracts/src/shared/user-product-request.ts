import { z } from 'zod';
import { ProductIdSchema, WireIdSchema } from './wire-id';
import { lazySchema } from './lazy-schema';

/** A body naming one product of one user's list: `{ sku_product, user_id }`. */
export const UserProductRequestSchema = lazySchema(() =>
  z.object({
    sku_product: ProductIdSchema,
    user_id: WireIdSchema,
  }),
);
export type UserProductRequest = z.input<typeof UserProductRequestSchema>;
