import { type HttpClient, type QueryValues, searchProductsCall } from 'shared-contracts';
import { browseResultsQuery } from '../browse';

/** One page of the products matching a text. */
export function searchQuery(client: HttpClient, text: string, request: QueryValues) {
  return browseResultsQuery(
    ['search', text],
    (query, signal) =>
      client.call(searchProductsCall, { query: { ...(query as object), query: text } as never }, { signal }),
    request,
  );
}
