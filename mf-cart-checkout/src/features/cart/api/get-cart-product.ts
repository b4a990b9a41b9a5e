import {
  type ApiResult,
  type CatalogLanguage,
  type HttpClient,
  type ProductBrief,
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

/** What a cart line keeps of the product's answer: its brief, with the old price when sent. */
export function cartBrief(product: ProductDetail): ProductBrief {
  const { id, name, price, discount, stock, image, old_price } = product;
  return { id, name, price, discount, stock, image, ...(old_price !== undefined && { old_price }) };
}
