import { queryOptions } from '@tanstack/react-query';
import { type HttpClient, getPriceListCall } from 'shared-contracts';
import { dataOf } from '../../../shared/data/load-error';
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
        await client.call(
          getPriceListCall,
          {
            query: {
              user_id: userId,
              ...filterOf(query),
              sort: query.sort,
              dir: query.dir,
              language,
              page: query.page,
            },
          },
          { signal },
        ),
      ),
  });
}
