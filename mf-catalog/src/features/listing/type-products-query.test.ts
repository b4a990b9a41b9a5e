import { QueryClient } from '@tanstack/react-query';
import { fakeApi, typeProductsAnswer } from 'remote-kit/testing';
import { getTypeProductsCall } from 'shared-contracts';
import { type ListingRequest } from '../browse';
import { typeProductsQuery } from './type-products-query';

describe('typeProductsQuery', () => {
  it('asks for a category’s page with the listing request, keyed by name and request', async () => {
    const api = fakeApi().on(getTypeProductsCall, () => typeProductsAnswer(3));
    const request: ListingRequest = {
      id_user: 7,
      page: 2,
      sort_by: 'price',
      ascending: 'true',
      language: 'en',
    };
    const query = typeProductsQuery(api.client(), 'vases', request);
    expect(query.queryKey).toEqual(['catalog', 'type-products', 'vases', request]);
    const data = await new QueryClient().fetchQuery(query);
    expect(data.kind === 'found' && data.data.info.name_show).toBe('Jarrones');
    expect(`${api.calls[0]!.path}?${api.calls[0]!.query}`).toBe(
      '/type_products/vases?id_user=7&page=2&sort_by=price&ascending=true&language=en',
    );
  });
});
