import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from 'remote-kit';
import {
  type BackofficeOrderAnswer,
  type BackofficeOrderStatus,
  type BackofficeOrdersAnswer,
  changeOrderStatusCall,
} from 'shared-contracts';
import { orderKey, orderListsKey, ordersKey } from './queries/order-keys';

/**
 * docs/spec.md §4: sets an order's status; tells whether it was set. On success the new status
 * shows at once wherever the order was read (its page in every language, the lists), then
 * the order is read again for its history's new row and the lists for their filters. On
 * failure nothing changes.
 */
export function useChangeOrderStatus({ orderCode, userId }: { orderCode: string; userId: number }) {
  const queryClient = useQueryClient();
  return useCallback(
    async (status: BackofficeOrderStatus): Promise<boolean> => {
      const result = await apiClient().call(changeOrderStatusCall, {
        params: { code: orderCode },
        body: { order_status: status, user_id: userId },
      });
      if (result.kind !== 'ok') return false;
      queryClient.setQueriesData<BackofficeOrderAnswer | null>(
        { queryKey: orderKey(userId, orderCode) },
        (order) => (order ? { ...order, status } : order),
      );
      queryClient.setQueriesData<BackofficeOrdersAnswer>({ queryKey: orderListsKey(userId) }, (answer) =>
        answer
          ? {
              ...answer,
              orders: answer.orders.map((order) => (order.code === orderCode ? { ...order, status } : order)),
            }
          : answer,
      );
      void queryClient.invalidateQueries({ queryKey: ordersKey(userId) });
      return true;
    },
    [queryClient, orderCode, userId],
  );
}
