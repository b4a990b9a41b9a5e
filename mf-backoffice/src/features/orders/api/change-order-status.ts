import {
  type ApiResult,
  type BackofficeOrderStatus,
  type HttpClient,
  type OrderStatusAnswer,
  changeOrderStatusCall,
} from 'shared-contracts';

/** PATCH /backoffice/orders/{code}/status: sets the order's status; the server records the change. */
export function changeOrderStatus(
  client: HttpClient,
  { code, status, userId }: { code: string; status: BackofficeOrderStatus; userId: number },
  signal?: AbortSignal,
): Promise<ApiResult<OrderStatusAnswer>> {
  return client.call(
    changeOrderStatusCall,
    { params: { code }, body: { order_status: status, user_id: userId } },
    { signal },
  );
}
