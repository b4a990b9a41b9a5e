import { type HttpClient, type QueryValues, getTypeProductsCall } from 'shared-contracts';
import { browseResultsQuery } from '../browse';

/** One page of a category listing, with its name, hero and price limits. */
export function typeProductsQuery(client: HttpClient, name: string, request: QueryValues) {
  return browseResultsQuery(
    ['type-products', name],
    (query, signal) =>
      client.call(getTypeProductsCall, { params: { name }, query: query as never }, { signal }),
    request,
  );
}
