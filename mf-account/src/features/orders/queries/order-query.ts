import { queryOptions } from '@tanstack/react-query';
import { type HttpClient, type OrderDetail } from 'shared-contracts';
import { answerDataOrNull } from '../../../shared/queries/answer-data';
import { linesWithImages } from '../image-preload';
import { loadOrder } from '../load-order';
import { type OrderAccess } from '../order-access';

/**
 * One order, kept under who opens it (the customer's user id, or the guest link's token) and
 * the language of its product names. Its images are preloaded before it shows, and the lines
 * whose image fails are left out (docs/spec.md §7). Null when the API refuses it (not found,
 * another customer's, an expired link); any other failure fails the query.
 */
export function orderQuery(
  client: HttpClient,
  orderCode: string,
  access: OrderAccess,
  language: 'es' | 'en',
) {
  return queryOptions({
    queryKey: ['account', 'order', orderCode, access, language] as const,
    queryFn: async ({ signal }): Promise<OrderDetail | null> => {
      const result = await loadOrder(client, orderCode, access, language, signal);
      const order = answerDataOrNull(result, [403, 404, 410]);
      return order && { ...order, products: await linesWithImages(order.products) };
    },
  });
}
