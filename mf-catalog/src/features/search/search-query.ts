import { type HttpClient, type QueryValues } from 'shared-contracts';
import { browseResultsQuery } from '../browse';
import { searchProducts } from './api/search-products';

/** One page of the products matching a text. */
export function searchQuery(client: HttpClient, text: string, request: QueryValues) {
  return browseResultsQuery(
    ['search', text],
    (query, signal) => searchProducts(client, text, query, signal),
    request,
  );
}
