import {
  type ApiResult,
  type BackofficeOrderAnswer,
  type HttpClient,
  getBackofficeOrderCall,
} from 'shared-contracts';

/** GET /backoffice/orders/{orderCode}: an order's lines, totals, addresses and status history. */
export function getOrder(
  client: HttpClient,
  { orderCode, userId, language }: { orderCode: string; userId: number; language: 'es' | 'en' },
  signal?: AbortSignal,
): Promise<ApiResult<BackofficeOrderAnswer>> {
  return client.call(
    getBackofficeOrderCall,
    { params: { orderCode }, query: { user_id: userId, language } },
    { signal },
  );
}
