import { type ApiResult, type HttpClient, type OrderDetail, getUserOrderCall } from 'shared-contracts';

/**
 * GET /orders/{userId}/{orderCode}: the order under checkout with its lines and totals as the
 * server prices them, product names in the shopper's language.
 */
export function getCheckoutOrder(
  client: HttpClient,
  userId: number,
  orderCode: string,
  language: 'es' | 'en',
  signal: AbortSignal,
): Promise<ApiResult<OrderDetail>> {
  return client.call(getUserOrderCall, { params: { userId, orderCode }, query: { language } }, { signal });
}
