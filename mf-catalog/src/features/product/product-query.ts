import { queryOptions } from '@tanstack/react-query';
import { type HttpClient, type Language, apiLanguage, getProductCall } from 'shared-contracts';
import { toLookup } from '../../shared/lookup';

export interface ProductQueryParams {
  productId: number;
  language: Language;
  /** The signed-in customer (id_user); undefined for a visitor and on the server. */
  userId: number | undefined;
}

/**
 * A product's detail in the page's language. An unknown id (404) or one the API refuses (400)
 * is 'not-found' data; any other failure fails the query.
 */
export function productQuery(client: HttpClient, { productId, language, userId }: ProductQueryParams) {
  const query = { id_user: userId, language: apiLanguage(language) };
  return queryOptions({
    queryKey: ['catalog', 'product', productId, query] as const,
    queryFn: async ({ signal }) =>
      toLookup(
        await client.call(getProductCall, { params: { id: productId }, query }, { signal }),
        [404, 400],
      ),
  });
}
