import { queryOptions } from '@tanstack/react-query';
import { type CatalogLanguage, type HttpClient, type OrderDetail, getUserOrderCall } from 'shared-contracts';
import { ReadFailure, isNotTheirs } from './read-result';

export interface CheckoutOrderParams {
  userId: number;
  orderCode: string;
  /** The language of the product names. */
  language: CatalogLanguage;
}

/** Every cached copy of one order (in any language): what a write to that order makes stale. */
export function checkoutOrderKey(orderCode: string) {
  return ['cart', 'checkout-order', orderCode] as const;
}

/**
 * GET /orders/{userId}/{orderCode}: an order of the customer's with its lines and totals as
 * the server prices them (the order under checkout, or the one to confirm). null: no such
 * order of theirs (404, 403).
 */
export function checkoutOrderQuery(client: HttpClient, { userId, orderCode, language }: CheckoutOrderParams) {
  return queryOptions({
    queryKey: [...checkoutOrderKey(orderCode), userId, language] as const,
    queryFn: async ({ signal }): Promise<OrderDetail | null> => {
      const result = await client.call(
        getUserOrderCall,
        { params: { userId, orderCode }, query: { language } },
        { signal },
      );
      if (result.kind === 'ok') return result.data;
      if (isNotTheirs(result)) return null;
      throw new ReadFailure(result);
    },
  });
}
