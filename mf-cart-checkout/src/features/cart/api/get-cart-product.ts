import {
  type ApiResult,
  type CatalogLanguage,
  type HttpClient,
  type ProductDetail,
  getProductCall,
} from 'shared-contracts';

/** GET /products/{id}?language: a visitor's line again, for its current price and stock. */
export function getCartProduct(
  client: HttpClient,
  productId: number,
  language: CatalogLanguage | undefined,
): Promise<ApiResult<ProductDetail>> {
  return client.call(getProductCall, { params: { id: productId }, query: language ? { language } : {} });
}
