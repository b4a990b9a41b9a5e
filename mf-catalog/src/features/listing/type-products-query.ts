import { type HttpClient, getTypeProductsCall } from 'shared-contracts';
import { type ListingRequest, browseResultsQuery } from '../browse';

/** One page of a category listing, with its name, hero and price limits. */
export function typeProductsQuery(client: HttpClient, name: string, request: ListingRequest) {
  return browseResultsQuery(
    ['type-products', name],
    (query, signal) => client.call(getTypeProductsCall, { params: { name }, query }, { signal }),
    request,
  );
}
