import {
  type BrowseQuery,
  fitToBounds,
  otherParams,
  parseBrowseQuery,
  withRange,
  withSort,
  writeBrowseQuery,
} from './browse-query';

const params = (text: string) => new URLSearchParams(text);
const bounds = { min: 29, max: 190 };
const base: BrowseQuery = { page: 3, sort: 'best_selling', range: undefined };

describe('parseBrowseQuery', () => {
  it('defaults to page 1, best selling and no range', () => {
    expect(parseBrowseQuery(params(''))).toEqual({ page: 1, sort: 'best_selling', range: undefined });
  });

  it('restores a shared URL', () => {
    expect(parseBrowseQuery(params('price_min=50&price_max=120&sort_by=price_desc&page=2'))).toEqual({
      page: 2,
      sort: 'price_desc',
      range: { min: 50, max: 120 },
    });
  });

  it.each([
    ['price_min=50', 'only a minimum'],
    ['price_max=50', 'only a maximum'],
    ['price_min=abc&price_max=50', 'a non-numeric bound'],
    ['price_min=120&price_max=50', 'min above max'],
    ['price_min=12,5&price_max=50', 'a bound not written as the URL writes numbers'],
    ['price_min=-5&price_max=50', 'a negative bound'],
  ])('takes no range from %p (%s)', (text) => {
    expect(parseBrowseQuery(params(text)).range).toBeUndefined();
  });

  it.each(['sort_by=stock', 'sort_by='])('ignores an unknown sort in %p', (text) => {
    expect(parseBrowseQuery(params(text)).sort).toBe('best_selling');
  });

  it.each(['page=0', 'page=-2', 'page=1.5', 'page=two', 'page=', 'page=100001', 'page=99999999999999999999'])(
    'reads %p as page 1',
    (text) => {
      expect(parseBrowseQuery(params(text)).page).toBe(1);
    },
  );

  it('reads the last page the API takes', () => {
    expect(parseBrowseQuery(params('page=100000')).page).toBe(100_000);
  });

  it.each([
    ['price_min=0&price_max=10000001', 'a maximum above the API’s limit'],
    ['price_min=0&price_max=999999999999999999999999', 'a maximum written in exponent form once read'],
  ])('takes no range the API would refuse: %p (%s)', (text) => {
    expect(parseBrowseQuery(params(text)).range).toBeUndefined();
  });

  it('keeps a range at the API’s limit', () => {
    expect(parseBrowseQuery(params('price_min=0&price_max=10000000')).range).toEqual({
      min: 0,
      max: 10_000_000,
    });
  });
});

describe('writeBrowseQuery', () => {
  it('writes price_min, price_max and sort_by, keeping the search text', () => {
    const next = writeBrowseQuery(params('query=l%C3%A1mpara&page=4'), {
      page: 1,
      sort: 'price_asc',
      range: { min: 40, max: 150 },
    });
    expect(next.toString()).toBe('query=l%C3%A1mpara&price_min=40&price_max=150&sort_by=price_asc');
  });

  it('leaves out the defaults', () => {
    expect(writeBrowseQuery(params('price_min=1&price_max=2&sort_by=name_asc'), base).toString()).toBe(
      'page=3',
    );
  });

  it('round-trips through the URL', () => {
    const query: BrowseQuery = { page: 5, sort: 'name_desc', range: { min: 29, max: 99 } };
    expect(parseBrowseQuery(writeBrowseQuery(params(''), query))).toEqual(query);
  });
});

describe('otherParams', () => {
  it('keeps what is not the browse query’s, for the filter form to send again', () => {
    expect(
      otherParams(params('query=sof%C3%A1&page=2&sort_by=name_asc&price_min=1&price_max=9&utm=x')),
    ).toEqual([
      ['query', 'sofá'],
      ['utm', 'x'],
    ]);
  });
});

describe('withRange', () => {
  it('applies a new range and goes back to page 1', () => {
    expect(withRange(base, { min: 50, max: 120 }, bounds)).toEqual({
      page: 1,
      sort: 'best_selling',
      range: { min: 50, max: 120 },
    });
  });

  it('does not apply a range whose min is above its max', () => {
    expect(withRange(base, { min: 150, max: 100 }, bounds)).toBeUndefined();
  });

  it('changes nothing when the range is the one already shown', () => {
    expect(withRange(base, bounds, bounds)).toBeUndefined();
    const filtered = { ...base, range: { min: 50, max: 120 } };
    expect(withRange(filtered, { min: 50, max: 120 }, bounds)).toBeUndefined();
    expect(withRange(filtered, bounds, bounds)).toEqual({ ...filtered, range: bounds, page: 1 });
  });
});

describe('fitToBounds', () => {
  const sofas = { min: 49, max: 2349 };
  const filtered = (min: number, max: number): BrowseQuery => ({ ...base, range: { min, max } });

  it('leaves a query without a range, or with one inside the bounds', () => {
    expect(fitToBounds(base, sofas)).toBeUndefined();
    expect(fitToBounds(filtered(100, 900), sofas)).toBeUndefined();
    expect(fitToBounds(filtered(49, 2349), sofas)).toBeUndefined();
  });

  it('cuts a range that reaches past the bounds to its part inside them, on the same page', () => {
    expect(fitToBounds(filtered(0, 900), sofas)).toEqual(filtered(49, 900));
    expect(fitToBounds(filtered(2000, 4000), sofas)).toEqual(filtered(2000, 2349));
  });

  it('drops a range that does not meet the bounds, back on page 1', () => {
    expect(fitToBounds(filtered(3000, 4000), sofas)).toEqual({ ...base, range: undefined, page: 1 });
  });
});

describe('withSort', () => {
  it('changes the sort and goes back to page 1', () => {
    expect(withSort(base, 'price_asc')).toEqual({ page: 1, sort: 'price_asc', range: undefined });
  });

  it('changes nothing for the same sort', () => {
    expect(withSort(base, 'best_selling')).toBeUndefined();
  });
});
