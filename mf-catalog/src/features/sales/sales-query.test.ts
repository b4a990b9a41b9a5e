import { QueryClient } from '@tanstack/react-query';
import { fakeApi, productSummary, searchInfo } from 'remote-kit/testing';
import { getSalesCall } from 'shared-contracts';
import { type ListingRequest } from '../browse';
import { salesQuery } from './sales-query';

describe('salesQuery', () => {
  it('asks for a page of the discounted products, keyed by the request', async () => {
    const api = fakeApi().on(getSalesCall, () => ({ products: [productSummary(4)], info: searchInfo() }));
    const request: ListingRequest = { page: 1, price_min: 10, price_max: 80, language: 'es' };
    const query = salesQuery(api.client(), request);
    expect(query.queryKey).toEqual(['catalog', 'sales', request]);
    const data = await new QueryClient().fetchQuery(query);
    expect(data.kind === 'found' && data.data.products.map((product) => product.id)).toEqual([4]);
    expect(`${api.calls[0]!.path}?${api.calls[0]!.query}`).toBe(
      '/sales?page=1&price_min=10&price_max=80&language=es',
    );
  });
});
