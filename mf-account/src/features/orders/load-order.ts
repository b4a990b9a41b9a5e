import {
  type ApiResult,
  type HttpClient,
  type OrderDetail,
  getGuestOrderCall,
  getUserOrderCall,
} from 'shared-contracts';
import { type OrderAccess } from './order-access';

/**
 * One order's lines and totals, product names in the language asked, by the call its access
 * allows: the customer's (Bearer) for a signed-in customer, the guest link's with its token.
 */
export function loadOrder(
  client: HttpClient,
  orderCode: string,
  access: OrderAccess,
  language: 'es' | 'en',
  signal: AbortSignal,
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
