import {
  type ApiResult,
  type HttpClient,
  type QueryValues,
  type SearchAnswer,
  searchProductsCall,
} from 'shared-contracts';

/** GET /search: one page of the products matching a text (accents ignored by the API). */
export function searchProducts(
  client: HttpClient,
  text: string,
  query: QueryValues,
  signal?: AbortSignal,
): Promise<ApiResult<SearchAnswer>> {
  return client.call(
    searchProductsCall,
    { query: { ...(query as object), query: text } as never },
    { signal },
  );
}
