import { queryOptions } from '@tanstack/react-query';
import { type ApiResult, type ListingInfo, type ProductSummary, type SearchInfo } from 'shared-contracts';
import { type Lookup, toLookup } from '../../shared/lookup';
import { type ListingRequest } from './listing-request';

/** Info of a listing (with its name and hero) or of search and sales results. */
export type BrowseInfo = SearchInfo & Partial<Pick<ListingInfo, 'name_show' | 'image'>>;

export interface BrowseAnswer {
  products: ProductSummary[];
  info: BrowseInfo;
}

export type BrowseLookup = Lookup<BrowseAnswer>;

/** Calls the API for one page of a listing, search or sales result. */
export type BrowseCall = (request: ListingRequest, signal: AbortSignal) => Promise<ApiResult<BrowseAnswer>>;

/**
 * One page of a listing, search or sales result. `scope` names what is browsed (['sales'],
 * ['type-products', 'vases']); `request` is the call's whole query (docs/spec.md §7), the last part
 * of the key. A 404 (no such category) is 'not-found' data; any other failure fails the query.
 */
export function browseResultsQuery(scope: readonly string[], call: BrowseCall, request: ListingRequest) {
  return queryOptions({
    queryKey: ['catalog', ...scope, request] as const,
    queryFn: async ({ signal }): Promise<BrowseLookup> => toLookup(await call(request, signal), [404]),
  });
}

export type BrowseResultsQuery = ReturnType<typeof browseResultsQuery>;

/** The call's query a results key was made for. */
export function browseRequestOf(queryKey: readonly unknown[]): ListingRequest {
  return queryKey.at(-1) as ListingRequest;
}
