import { queryOptions } from '@tanstack/react-query';
import { type HttpClient } from 'shared-contracts';
import { dataOf } from '../../../shared/data/load-error';
import { getPriceCategories } from '../api/get-price-categories';
import { priceCategoriesKey } from './price-keys';

/** The collections and their types, for the filters; they change rarely, so read once a visit. */
export function priceCategoriesQuery(client: HttpClient, userId: number) {
  return queryOptions({
    queryKey: priceCategoriesKey(userId),
    queryFn: async ({ signal }) => dataOf(await getPriceCategories(client, userId, signal)),
    staleTime: Infinity,
  });
}
