import {
  type ApiResult,
  type HttpClient,
  type PriceHistoryAnswer,
  getPriceHistoryCall,
} from 'shared-contracts';

/** GET /backoffice/prices/{id}/history: a page of the product's changes, newest first. */
export function getPriceHistory(
  client: HttpClient,
  { id, userId, page }: { id: number; userId: number; page: number },
  signal?: AbortSignal,
): Promise<ApiResult<PriceHistoryAnswer>> {
  return client.call(getPriceHistoryCall, { params: { id }, query: { user_id: userId, page } }, { signal });
}
