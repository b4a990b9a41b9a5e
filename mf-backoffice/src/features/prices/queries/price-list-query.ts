import { queryOptions } from '@tanstack/react-query';
import { type HttpClient } from 'shared-contracts';
import { dataOf } from '../../../shared/data/load-error';
import { getPriceList } from '../api/get-price-list';
import { type PricesQuery, filterOf } from '../prices-query';
import { priceListKey } from './price-keys';

/** One page of products for a view of the prices screen; any failure is thrown. */
export function priceListQuery(
  client: HttpClient,
  { userId, query, language }: { userId: number; query: PricesQuery; language: 'es' | 'en' },
) {
  return queryOptions({
    queryKey: priceListKey(userId, query, language),
    queryFn: async ({ signal }) =>
      dataOf(
        await getPriceList(
          client,
          {
            user_id: userId,
            ...filterOf(query),
            sort: query.sort,
            dir: query.dir,
            language,
            page: query.page,
          },
          signal,
        ),
      ),
  });
}
