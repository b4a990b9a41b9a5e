import { queryOptions } from '@tanstack/react-query';
import { type HttpClient, getBackofficeOrderCall } from 'shared-contracts';
import { dataOf } from '../../../shared/data/load-error';
import { orderKey } from './order-keys';

/** Which order, for whom, in which language (its product names). */
export interface OrderRef {
  orderCode: string;
  userId: number;
  language: 'es' | 'en';
}

/**
 * An order's lines, totals, addresses and status history; null when there is no order with
 * that code (404, the page's own notice). Any other failure is thrown.
 */
export function orderQuery(client: HttpClient, ref: OrderRef) {
  return queryOptions({
    queryKey: [...orderKey(ref.userId, ref.orderCode), ref.language] as const,
    queryFn: async ({ signal }) => {
      const result = await client.call(
        getBackofficeOrderCall,
        { params: { orderCode: ref.orderCode }, query: { user_id: ref.userId, language: ref.language } },
        { signal },
      );
      if (result.kind === 'errors' && result.status === 404) return null;
      return dataOf(result);
    },
  });
}
