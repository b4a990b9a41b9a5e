import { type ApiResult, type HttpClient, type ProductDetail, getProductCall } from 'shared-contracts';

/** GET /products/{id}: the product asked about, for its name and image. */
export function getProduct(
  client: HttpClient,
  productId: number,
  language: 'es' | 'en',
  signal?: AbortSignal,
): Promise<ApiResult<ProductDetail>> {
  return client.call(getProductCall, { params: { id: productId }, query: { language } }, { signal });
}
