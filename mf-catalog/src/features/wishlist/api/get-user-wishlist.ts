import {
  type ApiResult,
  type HttpClient,
  type UserWishlistAnswer,
  type UserWishlistRequest,
  getUserWishlistCall,
} from 'shared-contracts';

/** POST /wishlist/user_wishlist (Bearer): the signed-in customer's wishlist on the server. */
export function getUserWishlist(
  client: HttpClient,
  body: UserWishlistRequest,
): Promise<ApiResult<UserWishlistAnswer>> {
  return client.call(getUserWishlistCall, { body });
}
