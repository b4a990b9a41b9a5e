import { type HttpClient, type QueryValues, getSalesCall } from 'shared-contracts';
import { browseResultsQuery } from '../browse';

/** One page of the discounted products. */
export function salesQuery(client: HttpClient, request: QueryValues) {
  return browseResultsQuery(
    ['sales'],
    (query, signal) => client.call(getSalesCall, { query: query as never }, { signal }),
    request,
  );
}
