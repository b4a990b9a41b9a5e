import { type ApiResult, type HttpClient, type UserOrdersAnswer, getUserOrdersCall } from 'shared-contracts';

/** GET /orders/{userId} (Bearer): the customer's orders, newest first. */
export function getUserOrders(
  client: HttpClient,
  userId: number,
  signal?: AbortSignal,
): Promise<ApiResult<UserOrdersAnswer>> {
  return client.call(getUserOrdersCall, { params: { userId } }, { signal });
}
