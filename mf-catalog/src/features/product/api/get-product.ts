import {
  type ApiResult,
  type HttpClient,
  type ProductDetail,
  type ProductQuery,
  ProductDetailSchema,
} from 'shared-contracts';

/** GET /products/{id}: a product's detail in the language asked. */
export function getProduct(
  client: HttpClient,
  productId: number,
  query: Partial<ProductQuery>,
  signal?: AbortSignal,
): Promise<ApiResult<ProductDetail>> {
  return client.get(`/products/${productId}`, { schema: ProductDetailSchema, query, auth: true, signal });
}
