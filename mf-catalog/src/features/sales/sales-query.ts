import { type HttpClient, type QueryValues } from 'shared-contracts';
import { browseResultsQuery } from '../browse';
import { getSales } from './api/get-sales';

/** One page of the discounted products. */
export function salesQuery(client: HttpClient, request: QueryValues) {
  return browseResultsQuery(['sales'], (query, signal) => getSales(client, query, signal), request);
}
