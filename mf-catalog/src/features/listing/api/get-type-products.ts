import {
  type ApiResult,
  type HttpClient,
  type QueryValues,
  type TypeProductsAnswer,
  getTypeProductsCall,
} from 'shared-contracts';

/** GET /type_products/{name}: one page of a category listing, with its info. */
export function getTypeProducts(
  client: HttpClient,
  name: string,
  query: QueryValues,
  signal?: AbortSignal,
): Promise<ApiResult<TypeProductsAnswer>> {
  return client.call(getTypeProductsCall, { params: { name }, query: query as never }, { signal });
}
