import {
  type ApiResult,
  type HttpClient,
  type QueryValues,
  type SalesAnswer,
  getSalesCall,
} from 'shared-contracts';

/** GET /sales: one page of the discounted products. */
export function getSales(
  client: HttpClient,
  query: QueryValues,
  signal?: AbortSignal,
): Promise<ApiResult<SalesAnswer>> {
  return client.call(getSalesCall, { query: query as never }, { signal });
}
