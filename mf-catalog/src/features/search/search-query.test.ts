import { QueryClient } from '@tanstack/react-query';
import { fakeApi, productSummary, searchInfo } from 'remote-kit/testing';
import { searchProductsCall } from 'shared-contracts';
import { type ListingRequest } from '../browse';
import { searchQuery } from './search-query';
import { searchTextOf } from './search-text';

describe('searchQuery', () => {
  it('searches the text with the listing request, keyed by text and request', async () => {
    const api = fakeApi().on(searchProductsCall, () => ({
      products: [productSummary(1)],
      info: searchInfo(),
    }));
    const request: ListingRequest = { page: 1, language: 'en' };
    const query = searchQuery(api.client(), 'lámpara', request);
    expect(query.queryKey).toEqual(['catalog', 'search', 'lámpara', request]);
    await new QueryClient().fetchQuery(query);
    expect(api.calls[0]!.query.toString()).toBe('page=1&language=en&query=l%C3%A1mpara');
  });
});

describe('searchTextOf', () => {
  it('trims the text and cuts it to what the API takes', () => {
    expect(searchTextOf(new URLSearchParams('query=%20sof%C3%A1%20'))).toBe('sofá');
    expect(searchTextOf(new URLSearchParams(`query=${'a'.repeat(150)}`))).toBe('a'.repeat(100));
    expect(searchTextOf(new URLSearchParams('query=%20%20'))).toBe('');
    expect(searchTextOf(new URLSearchParams(''))).toBe('');
  });
});
