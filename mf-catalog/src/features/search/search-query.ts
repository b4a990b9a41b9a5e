import { type HttpClient, searchProductsCall } from 'shared-contracts';
import { type ListingRequest, browseResultsQuery } from '../browse';

/** One page of the products matching a text. */
export function searchQuery(client: HttpClient, text: string, request: ListingRequest) {
  return browseResultsQuery(
    ['search', text],
    (query, signal) => client.call(searchProductsCall, { query: { ...query, query: text } }, { signal }),
    request,
  );
}
