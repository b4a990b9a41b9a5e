import {
  type ApiResult,
  type HttpClient,
  type UserCartAnswer,
  type UserCartRequest,
  getUserCartCall,
} from 'shared-contracts';

/** POST /cart/user_cart (Bearer): the customer's server cart, names in the page's language. */
export function getUserCart(client: HttpClient, body: UserCartRequest): Promise<ApiResult<UserCartAnswer>> {
  return client.call(getUserCartCall, { body });
}
