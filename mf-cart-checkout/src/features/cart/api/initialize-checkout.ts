import {
  type ApiResult,
  type HttpClient,
  type InitializeCheckoutAnswer,
  type InitializeCheckoutRequest,
  initializeCheckoutCall,
} from 'shared-contracts';

/** POST /checkout/initialize (Bearer): an order in PAYMENT from the server cart; answers its code. */
export function initializeCheckout(
  client: HttpClient,
  body: InitializeCheckoutRequest,
): Promise<ApiResult<InitializeCheckoutAnswer>> {
  return client.call(initializeCheckoutCall, { body });
}
