import { queryOptions } from '@tanstack/react-query';
import { type HttpClient, getPriceCategoriesCall } from 'shared-contracts';
import { dataOf } from '../../../shared/data/load-error';
import { priceCategoriesKey } from './price-keys';

/** The collections and their types, for the filters; they change rarely, so read once a visit. */
export function priceCategoriesQuery(client: HttpClient, userId: number) {
  return queryOptions({
    queryKey: priceCategoriesKey(userId),
    queryFn: async ({ signal }) =>
      dataOf(await client.call(getPriceCategoriesCall, { query: { user_id: userId } }, { signal })),
    staleTime: Infinity,
  });
}
