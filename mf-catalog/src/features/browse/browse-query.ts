import { DEFAULT_SORT, type SortOption, isSortOption, listingQueryShape } from 'shared-contracts';
import { type PriceRange, fitRange, isApplicableRange, sameRange } from './price-range';

/**
 * What a listing, search or sales page shows, as its URL carries it: price_min and
 * price_max (both or neither), sort_by (a sort option key) and page (1 when absent).
 */
export interface BrowseQuery {
  page: number;
  sort: SortOption;
  range: PriceRange | undefined;
}

/** The URL parameters of a browse query: the page's links and its filter form write these. */
export const BROWSE_PARAMS = {
  page: 'page',
  sort: 'sort_by',
  min: 'price_min',
  max: 'price_max',
} as const;
const { page: PAGE_PARAM, sort: SORT_PARAM, min: MIN_PARAM, max: MAX_PARAM } = BROWSE_PARAMS;

// The URL writes prices as JavaScript does ('1500', '12.5'), whatever the language.
const URL_PRICE = /^\d+(\.\d+)?$/;

// A hand-edited or old link may carry values the API refuses (a price above its limit, a
// page past 100,000): those read as their default, so the page never asks for a sure 400.
const acceptedPrice = (text: string | null): number | undefined => {
  const trimmed = text?.trim() ?? '';
  if (!URL_PRICE.test(trimmed)) return undefined;
  const price = Number(trimmed);
  return listingQueryShape.price_min.safeParse(price).success ? price : undefined;
};

function readRange(params: URLSearchParams): PriceRange | undefined {
  const min = acceptedPrice(params.get(MIN_PARAM));
  const max = acceptedPrice(params.get(MAX_PARAM));
  if (min === undefined || max === undefined) return undefined;
  const range = { min, max };
  return isApplicableRange(range) ? range : undefined;
}

function readPage(params: URLSearchParams): number {
  const text = params.get(PAGE_PARAM);
  const page = listingQueryShape.page.safeParse(text?.trim() ? text : undefined);
  return page.success ? page.data : 1;
}

/** Reads the query from the URL; anything malformed falls back to its default. */
export function parseBrowseQuery(params: URLSearchParams): BrowseQuery {
  const sort = params.get(SORT_PARAM);
  return {
    page: readPage(params),
    sort: isSortOption(sort) ? sort : DEFAULT_SORT,
    range: readRange(params),
  };
}

/** The URL's parameters that are not the browse query's (such as search's `query`), in order. */
export function otherParams(params: URLSearchParams): Array<[string, string]> {
  const own: readonly string[] = Object.values(BROWSE_PARAMS);
  return [...params].filter(([name]) => !own.includes(name));
}

/** The URL parameters for a query, keeping the others (such as search's `query`). */
export function writeBrowseQuery(params: URLSearchParams, query: BrowseQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [MIN_PARAM, MAX_PARAM, SORT_PARAM, PAGE_PARAM]) next.delete(name);
  if (query.range) {
    next.set(MIN_PARAM, String(query.range.min));
    next.set(MAX_PARAM, String(query.range.max));
  }
  if (query.sort !== DEFAULT_SORT) next.set(SORT_PARAM, query.sort);
  if (query.page > 1) next.set(PAGE_PARAM, String(query.page));
  return next;
}

/**
 * The query after the visitor picked a price range, or undefined when nothing changes: a
 * range with min above max is not applied, and neither is the range already shown (the
 * applied one, or the whole of the bounds when none is). A change goes back to page 1.
 */
export function withRange(
  query: BrowseQuery,
  range: PriceRange,
  bounds: PriceRange,
): BrowseQuery | undefined {
  if (!isApplicableRange(range)) return undefined;
  if (sameRange(range, query.range ?? bounds)) return undefined;
  return { ...query, range, page: 1 };
}

/**
 * The query once the listing's bounds are known, or undefined when it already fits them: a
 * URL range is cut to the bounds (the same products, since every product lies within them),
 * and a range that does not meet them at all is dropped, back on page 1, so the URL, the
 * boxes and the results show the same range.
 */
export function fitToBounds(query: BrowseQuery, bounds: PriceRange): BrowseQuery | undefined {
  if (!query.range) return undefined;
  const range = fitRange(query.range, bounds);
  if (sameRange(range, query.range)) return undefined;
  return range ? { ...query, range } : { ...query, range, page: 1 };
}

/** The query after the visitor picked a sort: back to page 1, or undefined when unchanged. */
export function withSort(query: BrowseQuery, sort: SortOption): BrowseQuery | undefined {
  return sort === query.sort ? undefined : { ...query, sort, page: 1 };
}
