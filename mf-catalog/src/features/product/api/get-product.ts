import { type ApiResult, type HttpClient, type ProductDetail, getProductCall } from 'shared-contracts';

/** GET /products/{id}: a product's detail in the language asked. */
export function getProduct(
  client: HttpClient,
  productId: number,
  query: { id_user?: number | undefined; language: 'es' | 'en' },
  signal?: AbortSignal,
): Promise<ApiResult<ProductDetail>> {
  return client.call(getProductCall, { params: { id: productId }, query }, { signal });
}
