import { type HttpClient, type QueryValues } from 'shared-contracts';
import { browseResultsQuery } from '../browse';
import { getTypeProducts } from './api/get-type-products';

/** One page of a category listing, with its name, hero and price limits. */
export function typeProductsQuery(client: HttpClient, name: string, request: QueryValues) {
  return browseResultsQuery(
    ['type-products', name],
    (query, signal) => getTypeProducts(client, name, query, signal),
    request,
  );
}
