import {
  type ApiResult,
  type CleanupOrdersAnswer,
  type CleanupOrdersRequest,
  type HttpClient,
  cleanupOrdersCall,
} from 'shared-contracts';

/** POST /checkout/cleanup_orders (Bearer): drops abandoned checkouts; SPEC.md §7 ignores the result. */
export function cleanupOrders(
  client: HttpClient,
  body: CleanupOrdersRequest,
): Promise<ApiResult<CleanupOrdersAnswer>> {
  return client.call(cleanupOrdersCall, { body });
}
