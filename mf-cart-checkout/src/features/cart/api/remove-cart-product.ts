import {
  type ApiResult,
  type CartRemoveProductAnswer,
  type CartRemoveProductRequest,
  type HttpClient,
  removeCartProductCall,
} from 'shared-contracts';

/** POST /cart/remove_product (Bearer): removes a line. */
export function removeCartProduct(
  client: HttpClient,
  body: CartRemoveProductRequest,
): Promise<ApiResult<CartRemoveProductAnswer>> {
  return client.call(removeCartProductCall, { body });
}
