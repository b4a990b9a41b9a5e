import {
  type ApiResult,
  type HttpClient,
  type InsertOrSkipProductRequest,
  type WishlistChangeAnswer,
  insertWishlistProductCall,
} from 'shared-contracts';

/** POST /wishlist/insert_or_skip_product (Bearer): adds a product to the server wishlist. */
export function insertWishlistProduct(
  client: HttpClient,
  body: InsertOrSkipProductRequest,
): Promise<ApiResult<WishlistChangeAnswer>> {
  return client.call(insertWishlistProductCall, { body });
}
