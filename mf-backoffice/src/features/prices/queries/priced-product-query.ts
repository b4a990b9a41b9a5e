import { queryOptions } from '@tanstack/react-query';
import { type HttpClient, getPriceHistoryCall, getPricedProductCall } from 'shared-contracts';
import { dataOf } from '../../../shared/data/load-error';
import { priceHistoryKey, productDataKey } from './price-keys';

export interface PricedProductRef {
  id: number;
  userId: number;
  language: 'es' | 'en';
}

/** One product as it is now; null when there is none with that id (404). Always read afresh: it is edited on it. */
export function pricedProductQuery(client: HttpClient, ref: PricedProductRef) {
  return queryOptions({
    queryKey: [...productDataKey(ref.userId, ref.id), ref.language] as const,
    queryFn: async ({ signal }) => {
      const result = await client.call(
        getPricedProductCall,
        { params: { id: ref.id }, query: { user_id: ref.userId, language: ref.language } },
        { signal },
      );
      if (result.kind === 'errors' && result.status === 404) return null;
      return dataOf(result);
    },
    staleTime: 0,
  });
}

/** A page of the product's history, newest first. */
export function priceHistoryQuery(
  client: HttpClient,
  { id, userId, page }: { id: number; userId: number; page: number },
) {
  return queryOptions({
    queryKey: priceHistoryKey(userId, id, page),
    queryFn: async ({ signal }) =>
      dataOf(
        await client.call(
          getPriceHistoryCall,
          { params: { id }, query: { user_id: userId, page } },
          { signal },
        ),
      ),
    staleTime: 0,
  });
}
