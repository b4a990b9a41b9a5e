import {
  type ApiResult,
  type HttpClient,
  type PriceListAnswer,
  type PriceListQuery,
  getPriceListCall,
} from 'shared-contracts';

/** GET /backoffice/prices: one page of 50 products, filtered, searched and sorted. */
export function getPriceList(
  client: HttpClient,
  query: PriceListQuery,
  signal?: AbortSignal,
): Promise<ApiResult<PriceListAnswer>> {
  return client.call(getPriceListCall, { query }, { signal });
}
