import { type HttpClient, getSalesCall } from 'shared-contracts';
import { type ListingRequest, browseResultsQuery } from '../browse';

/** One page of the discounted products. */
export function salesQuery(client: HttpClient, request: ListingRequest) {
  return browseResultsQuery(
    ['sales'],
    (query, signal) => client.call(getSalesCall, { query }, { signal }),
    request,
  );
}
