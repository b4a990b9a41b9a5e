import {
  type ApiResult,
  type HttpClient,
  type VerifyCartAnswer,
  type VerifyCartRequest,
  verifyCartCall,
} from 'shared-contracts';

/** POST /checkout/verify_cart: the server checks the cart's lines, coupon and total against its own data. */
export function verifyCart(
  client: HttpClient,
  body: VerifyCartRequest,
): Promise<ApiResult<VerifyCartAnswer>> {
  return client.call(verifyCartCall, { body });
}
