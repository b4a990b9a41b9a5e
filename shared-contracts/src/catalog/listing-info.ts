import { z } from 'zod';
import { PRICE_RANGE_FALLBACK } from '../constants/business';
import { ImageUrlSchema } from '../shared/image-url';
import { lazySchema } from '../shared/lazy-schema';

/** Whole euros, as the API sends a price limit. */
const PriceLimitSchema = lazySchema(() => z.number().int().nonnegative());
/** What a reader takes for a limit: any amount, or nothing (null or absent) when there is no price info. */
const ReadPriceLimitSchema = lazySchema(() => z.number().nonnegative().nullish());

/**
 * A price limit of docs/spec.md §9 as a two-way codec. The API sends whole euros (the output
 * side, which the contract records and the API's answers are checked against); a reader
 * also takes decimals and a missing or null limit (the input side) and reads them as the
 * slider needs them: the minimum floored, the maximum rounded up, 0 and 1,000,000 when
 * missing. So the contract promises no less than before, and readers are forgiving.
 */
const priceLimit = (round: (euros: number) => number, fallback: number) =>
  z.codec(ReadPriceLimitSchema, PriceLimitSchema, {
    decode: (euros) => (euros === null || euros === undefined ? fallback : round(euros)),
    encode: (euros) => euros,
  });

/**
 * Paging and price range of search and sales answers. price_min (floored) and price_max
 * (rounded up) span the whole unfiltered result, for the price slider; size counts the
 * products that match the filter, n_pages is at least 1.
 */
export const SearchInfoSchema = lazySchema(() =>
  z.object({
    price_min: priceLimit(Math.floor, PRICE_RANGE_FALLBACK.min),
    price_max: priceLimit(Math.ceil, PRICE_RANGE_FALLBACK.max),
    n_pages: z.number().int().min(1),
    page: z.number().int().min(1),
    size: z.number().int().nonnegative(),
  }),
);
export type SearchInfo = z.infer<typeof SearchInfoSchema>;

/** Info of a category listing: the search info plus the category's display name and hero image. */
export const ListingInfoSchema = lazySchema(() =>
  SearchInfoSchema.extend({
    name_show: z.string(),
    image: ImageUrlSchema,
  }),
);
export type ListingInfo = z.infer<typeof ListingInfoSchema>;
