import { queryOptions } from '@tanstack/react-query';
import { type HttpClient, getBackofficeOrdersCall } from 'shared-contracts';
import { dataOf } from '../../../shared/data/load-error';
import { type OrdersQuery } from '../orders-query';
import { orderListKey } from './order-keys';

/** One page of every order for a staff member, in a view of the list; any failure is thrown. */
export function ordersListQuery(
  client: HttpClient,
  { userId, query }: { userId: number; query: OrdersQuery },
) {
  return queryOptions({
    queryKey: orderListKey(userId, query),
    queryFn: async ({ signal }) =>
      dataOf(
        await client.call(
          getBackofficeOrdersCall,
          {
            query: {
              user_id: userId,
              page: query.page,
              status: query.status,
              search: query.search || undefined,
            },
          },
          { signal },
        ),
      ),
  });
}
