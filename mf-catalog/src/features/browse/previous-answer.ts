import { type BrowseLookup, browseRequestOf } from './browse-results-query';
import { type ListingRequest } from './listing-request';
import { fitRange, priceBounds, sameRange } from './price-range';

function requestedRange(request: ListingRequest) {
  const { price_min: min, price_max: max } = request;
  return typeof min === 'number' && typeof max === 'number' ? { min, max } : undefined;
}

/**
 * What a listing keeps on screen while its next page, sort, range, language or sign-in loads:
 * the previous answer, so the grid does not fall back to skeletons. Not an empty one (it would
 * read as 'no products'), and not one asked with a URL range reaching past the listing's price
 * limits: that range is being fitted to them, and its stale answer is never shown.
 */
export function previousAnswerToKeep(
  previous: BrowseLookup | undefined,
  previousQuery: { queryKey: readonly unknown[] } | undefined,
): BrowseLookup | undefined {
  if (previous?.kind !== 'found' || previous.data.products.length === 0 || !previousQuery) return undefined;
  const range = requestedRange(browseRequestOf(previousQuery.queryKey));
  if (range && !sameRange(fitRange(range, priceBounds(previous.data.info)), range)) return undefined;
  return previous;
}
