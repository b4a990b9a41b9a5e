import {
  type ApiResult,
  type HttpClient,
  type WishlistChangeAnswer,
  type WishlistRemoveProductRequest,
  removeWishlistProductCall,
} from 'shared-contracts';

/** POST /wishlist/remove_product (Bearer): removes a product from the server wishlist. */
export function removeWishlistProduct(
  client: HttpClient,
  body: WishlistRemoveProductRequest,
): Promise<ApiResult<WishlistChangeAnswer>> {
  return client.call(removeWishlistProductCall, { body });
}
