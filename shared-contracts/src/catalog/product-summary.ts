import { z } from 'zod';
import { ImageUrlSchema } from '../shared/image-url';
import { ProductBriefSchema } from './product-brief';
import { lazySchema } from '../shared/lazy-schema';

/** Sizes in centimetres. */
const DimensionSchema = lazySchema(() => z.number().nonnegative());

/** A product in listings, search and sales: `image` is the first of `images`, the second shows on hover. */
export const ProductSummarySchema = lazySchema(() =>
  ProductBriefSchema.extend({
    images: z.array(ImageUrlSchema).min(1),
    width: DimensionSchema,
    height: DimensionSchema,
    long: DimensionSchema,
  }),
);
export type ProductSummary = z.infer<typeof ProductSummarySchema>;
