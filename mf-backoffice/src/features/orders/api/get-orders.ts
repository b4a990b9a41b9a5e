import {
  type ApiResult,
  type BackofficeOrdersAnswer,
  type BackofficeOrdersQuery,
  type HttpClient,
  getBackofficeOrdersCall,
} from 'shared-contracts';

/** GET /backoffice/orders: one page of every order, newest first, filtered by status or searched. */
export function getOrders(
  client: HttpClient,
  query: BackofficeOrdersQuery,
  signal?: AbortSignal,
): Promise<ApiResult<BackofficeOrdersAnswer>> {
  return client.call(getBackofficeOrdersCall, { query }, { signal });
}
