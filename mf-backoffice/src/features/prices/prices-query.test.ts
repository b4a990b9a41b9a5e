import {
  DEFAULT_PRICES_QUERY,
  filterOf,
  isFiltered,
  pricesHref,
  readPricesQuery,
  sameFilter,
} from './prices-query';

describe('the prices screen’s view in the URL', () => {
  it('reads every part of the view', () => {
    expect(
      readPricesQuery(
        '?search=%20aro%20&collection=salon&type=lamparas&sale=true&stock=low&sort=price&dir=desc&page=3&product=12',
      ),
    ).toEqual({
      page: 3,
      search: 'aro',
      collection: 'salon',
      type: 'lamparas',
      sale: true,
      stock: 'low',
      sort: 'price',
      dir: 'desc',
      product: 12,
    });
    expect(readPricesQuery('')).toEqual(DEFAULT_PRICES_QUERY);
  });

  it.each(['?page=0', '?page=-2', '?page=2.5', '?page=abc', '?page=100001'])(
    'reads %s as page 1, which the API takes',
    (search) => expect(readPricesQuery(search).page).toBe(1),
  );

  it('reads what the API would refuse as the default', () => {
    expect(readPricesQuery('?stock=none&sort=colour&dir=up&sale=yes&product=abc')).toEqual(
      DEFAULT_PRICES_QUERY,
    );
    expect(readPricesQuery(`?search=${'a'.repeat(300)}`).search).toHaveLength(100);
  });

  it('writes a view back, leaving out the defaults, and reads it again', () => {
    expect(pricesHref(DEFAULT_PRICES_QUERY)).toBe('/backoffice/prices');
    const view = {
      ...DEFAULT_PRICES_QUERY,
      search: 'a b',
      sale: true,
      stock: 'out' as const,
      sort: 'changed' as const,
      dir: 'desc' as const,
      page: 2,
      product: 7,
    };
    expect(pricesHref(view)).toBe(
      '/backoffice/prices?search=a+b&sale=true&stock=out&sort=changed&dir=desc&page=2&product=7',
    );
    expect(readPricesQuery(pricesHref(view).split('?')[1]!)).toEqual(view);
  });

  it('gives the API’s filter, and tells a filtered view', () => {
    expect(filterOf(DEFAULT_PRICES_QUERY)).toEqual({});
    expect(
      JSON.parse(JSON.stringify(filterOf({ ...DEFAULT_PRICES_QUERY, type: 'sofas', sale: true }))),
    ).toEqual({
      type: 'sofas',
      sale: true,
    });
    expect(isFiltered({ ...DEFAULT_PRICES_QUERY, page: 4, sort: 'price', product: 3 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_PRICES_QUERY, stock: 'low' })).toBe(true);
    expect(sameFilter(DEFAULT_PRICES_QUERY, { ...DEFAULT_PRICES_QUERY, page: 2, product: 1 })).toBe(true);
    expect(sameFilter(DEFAULT_PRICES_QUERY, { ...DEFAULT_PRICES_QUERY, search: 'x' })).toBe(false);
  });
});
