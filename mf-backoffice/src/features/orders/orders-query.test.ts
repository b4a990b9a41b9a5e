import { isFiltered, ordersHref, readOrdersQuery } from './orders-query';

describe('the order list’s view in the URL', () => {
  it('reads page, status and search', () => {
    expect(readOrdersQuery('?page=3&status=SEND&search=%20ana%40%20')).toEqual({
      page: 3,
      status: 'SEND',
      search: 'ana@',
    });
    expect(readOrdersQuery('')).toEqual({ page: 1, status: undefined, search: '' });
  });

  it.each(['?page=0', '?page=-2', '?page=2.5', '?page=abc', '?page=100001'])(
    'reads %s as page 1, which the API takes',
    (search) => expect(readOrdersQuery(search).page).toBe(1),
  );

  it('ignores a status the API does not know and cuts a search at the longest e-mail', () => {
    expect(readOrdersQuery('?status=sent').status).toBeUndefined();
    expect(readOrdersQuery(`?search=${'a'.repeat(300)}`).search).toHaveLength(254);
  });

  it('writes a view back, leaving out page 1 and empty filters', () => {
    expect(ordersHref({ page: 1, status: undefined, search: '' })).toBe('/backoffice/orders');
    expect(ordersHref({ page: 2, status: 'PAYMENT', search: 'EST-1' })).toBe(
      '/backoffice/orders?status=PAYMENT&search=EST-1&page=2',
    );
    expect(
      readOrdersQuery(ordersHref({ page: 4, status: 'DELIVERED', search: 'a b' }).split('?')[1]!),
    ).toEqual({ page: 4, status: 'DELIVERED', search: 'a b' });
  });

  it('tells a filtered view', () => {
    expect(isFiltered({ page: 3, status: undefined, search: '' })).toBe(false);
    expect(isFiltered({ page: 1, status: 'SEND', search: '' })).toBe(true);
    expect(isFiltered({ page: 1, status: undefined, search: 'ana' })).toBe(true);
  });
});
