import { type ApiResult, type HttpClient, type PricedProduct, getPricedProductCall } from 'shared-contracts';

/** GET /backoffice/prices/{id}: one product as it is now, with its version. */
export function getPricedProduct(
  client: HttpClient,
  { id, userId, language }: { id: number; userId: number; language: 'es' | 'en' },
  signal?: AbortSignal,
): Promise<ApiResult<PricedProduct>> {
  return client.call(
    getPricedProductCall,
    { params: { id }, query: { user_id: userId, language } },
    { signal },
  );
}
