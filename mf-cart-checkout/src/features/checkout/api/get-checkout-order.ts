import {
  type ApiResult,
  type HttpClient,
  type OrderDetail,
  getCurrentOrderCodeCall,
  getUserOrderCall,
} from 'shared-contracts';

export type CheckoutOrderResult = ApiResult<OrderDetail> | { kind: 'no-order' };

/**
 * The order under checkout with its lines and totals as the server prices them: the given
 * code, or the customer's order still in PAYMENT (POST /order/current_code), then
 * GET /orders/{userId}/{orderCode} in the shopper's language.
 */
export async function getCheckoutOrder(
  client: HttpClient,
  userId: number,
  orderCode: string | undefined,
  language: 'es' | 'en',
  signal: AbortSignal,
): Promise<CheckoutOrderResult> {
  let code = orderCode;
  if (!code) {
    const current = await client.call(getCurrentOrderCodeCall, { body: { user_id: userId } }, { signal });
    if (current.kind !== 'ok') return current;
    if (!current.data.code) return { kind: 'no-order' };
    code = current.data.code;
  }
  return client.call(
    getUserOrderCall,
    { params: { userId, orderCode: code }, query: { language } },
    { signal },
  );
}
