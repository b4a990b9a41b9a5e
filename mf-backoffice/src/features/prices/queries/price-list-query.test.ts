import { fakeApi, reply, testQueryClient } from 'remote-kit/testing';
import { getPriceListCall } from 'shared-contracts';
import { LoadError } from '../../../shared/data/load-error';
import { staffClient } from '../../../testing/staff-client';
import { DEFAULT_PRICES_QUERY, type PricesQuery } from '../prices-query';
import { PRODUCTS } from '../testing/prices-fixtures';
import { priceListQuery } from './price-list-query';

const VIEW: PricesQuery = { ...DEFAULT_PRICES_QUERY, page: 2, search: 'aro', stock: 'out', sort: 'stock' };
const ANSWER = { products: PRODUCTS, info: { page: 2, n_pages: 3, size: 103 } };

describe('the price list’s query', () => {
  it('reads the view’s page for the staff member, in their language', async () => {
    const api = fakeApi().on(getPriceListCall, () => ANSWER);
    const list = priceListQuery(staffClient(api), { userId: 3, query: VIEW, language: 'en' });
    expect(await testQueryClient().fetchQuery(list)).toEqual(ANSWER);
    expect(Object.fromEntries(api.callsOf(getPriceListCall)[0]!.query)).toEqual({
      user_id: '3',
      search: 'aro',
      stock: 'out',
      sort: 'stock',
      dir: 'asc',
      language: 'en',
      page: '2',
    });
  });

  it('is keyed by the staff member, the view and the language, not by the open product', () => {
    const key = (userId: number, query: PricesQuery, language: 'es' | 'en' = 'es') =>
      JSON.stringify(priceListQuery(fakeApi().client(), { userId, query, language }).queryKey);
    const keys = [
      key(3, VIEW),
      key(4, VIEW),
      key(3, { ...VIEW, page: 3 }),
      key(3, { ...VIEW, sale: true }),
      key(3, { ...VIEW, dir: 'desc' }),
      key(3, VIEW, 'en'),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(key(3, { ...VIEW, product: 12 })).toBe(keys[0]);
  });

  it('throws a failure, for the page’s retry', async () => {
    const api = fakeApi().on(getPriceListCall, () => reply.errors(500, { server: ['Internal error'] }));
    const list = priceListQuery(staffClient(api), { userId: 3, query: VIEW, language: 'es' });
    await expect(testQueryClient().fetchQuery(list)).rejects.toBeInstanceOf(LoadError);
  });
});
