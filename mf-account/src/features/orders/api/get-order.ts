import {
  type ApiResult,
  type HttpClient,
  type OrderDetail,
  getGuestOrderCall,
  getUserOrderCall,
} from 'shared-contracts';

/** Who opens an order: the signed-in customer, or a guest with the link's access token. */
export type OrderAccess = { kind: 'customer'; userId: number } | { kind: 'guest'; accessToken: string };

/**
 * GET /orders/{userId}/{orderCode} (Bearer) or GET /orders/guest/{orderCode}/{access_token}:
 * one order's lines and totals, product names in the language asked.
 */
export function getOrder(
  client: HttpClient,
  orderCode: string,
  access: OrderAccess,
  language: 'es' | 'en',
  signal?: AbortSignal,
): Promise<ApiResult<OrderDetail>> {
  const query = { language };
  return access.kind === 'customer'
    ? client.call(getUserOrderCall, { params: { userId: access.userId, orderCode }, query }, { signal })
    : client.call(
        getGuestOrderCall,
        { params: { orderCode, access_token: access.accessToken }, query },
        { signal },
      );
}
