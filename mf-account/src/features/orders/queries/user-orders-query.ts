import { queryOptions } from '@tanstack/react-query';
import { type HttpClient, getUserOrdersCall } from 'shared-contracts';
import { answerData } from '../../../shared/queries/answer-data';

/**
 * The customer's orders, newest first, kept under their user id. A failure is logged
 * (docs/spec.md §8: the page then shows the empty list, not an error) and fails the query, so the
 * next visit asks again.
 */
export function userOrdersQuery(client: HttpClient, userId: number) {
  return queryOptions({
    queryKey: ['account', 'orders', userId] as const,
    queryFn: async ({ signal }) => {
      const result = await client.call(getUserOrdersCall, { params: { userId } }, { signal });
      if (result.kind !== 'ok' && !signal.aborted) console.error('Could not load the orders', result);
      return answerData(result);
    },
  });
}
