import {
  type ApiResult,
  type CatalogLanguage,
  type HttpClient,
  type ProductDetail,
  getProductCall,
} from 'shared-contracts';

/** GET /products/{id}?language: a saved product again, in the language the page now shows. */
export function getWishlistProduct(
  client: HttpClient,
  productId: number,
  language: CatalogLanguage,
): Promise<ApiResult<ProductDetail>> {
  return client.call(getProductCall, { params: { id: productId }, query: { language } });
}
