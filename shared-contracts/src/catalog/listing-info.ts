import { z } from 'zod';
import { ImageUrlSchema } from '../shared/image-url';

/**
 * Paging and price range of search and sales answers. price_min (floored) and price_max
 * (rounded up) span the whole unfiltered result, for the price slider; size counts the
 * products that match the filter, n_pages is at least 1.
 */
export const SearchInfoSchema = z.object({
  price_min: z.number().int().nonnegative(),
  price_max: z.number().int().nonnegative(),
  n_pages: z.number().int().min(1),
  page: z.number().int().min(1),
  size: z.number().int().nonnegative(),
});
export type SearchInfo = z.infer<typeof SearchInfoSchema>;

/** Info of a category listing: the search info plus the category's display name and hero image. */
export const ListingInfoSchema = SearchInfoSchema.extend({
  name_show: z.string(),
  image: ImageUrlSchema,
});
export type ListingInfo = z.infer<typeof ListingInfoSchema>;
