import { ListingQuerySchema, SearchQuerySchema } from './listing-query';

describe('ListingQuerySchema', () => {
  it('fills the defaults: page 1, ascending, Castellano, best selling', () => {
    expect(ListingQuerySchema.parse({})).toEqual({ page: 1, ascending: true, language: 'es' });
  });

  it.each([
    [{ page: '3' }, { page: 3 }],
    [
      { price_min: '10', price_max: '99.5' },
      { price_min: 10, price_max: 99.5 },
    ],
    [
      { sort_by: 'price', ascending: 'false' },
      { sort_by: 'price', ascending: false },
    ],
    [{ language: 'en' }, { language: 'en' }],
    [{ language: 'en-US' }, { language: 'en' }],
    [{ language: 'EN' }, { language: 'en' }],
    [{ language: 'Es-es' }, { language: 'es' }],
    [
      { page: ' 2 ', price_min: '0', price_max: '.5' },
      { page: 2, price_min: 0, price_max: 0.5 },
    ],
    [{ id_user: '4' }, { id_user: 4 }],
  ])('coerces %p', (query, expected) => {
    expect(ListingQuerySchema.parse(query)).toMatchObject(expected);
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ page: '' }, 'page'],
    [{ page: '0x2' }, 'page'],
    [{ page: '1e3' }, 'page'],
    [{ price_min: '', price_max: '' }, 'price_min'],
    [{ price_min: '', price_max: '' }, 'price_max'],
    [{ price_min: ' ', price_max: '10' }, 'price_min'],
    [{ price_min: '0x10', price_max: '100' }, 'price_min'],
    [{ price_min: '1', price_max: '1e3' }, 'price_max'],
    [{ price_min: '1', price_max: 'Infinity' }, 'price_max'],
    [{ price_min: '10' }, 'price_max'],
    [{ price_max: '10' }, 'price_min'],
    [{ price_min: '50', price_max: '10' }, 'price_min'],
    [{ price_min: '-1', price_max: '10' }, 'price_min'],
    [{ sort_by: 'stock' }, 'sort_by'],
    [{ ascending: 'maybe' }, 'ascending'],
    [{ language: 'fr' }, 'language'],
  ])('refuses %p on %s', (query, field) => {
    const result = ListingQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });
});

describe('SearchQuerySchema', () => {
  it('trims the query', () => {
    expect(SearchQuerySchema.parse({ query: '  lamp ' }).query).toBe('lamp');
  });

  it.each([{}, { query: '' }, { query: '   ' }, { query: 'x'.repeat(101) }])('refuses %p', (query) => {
    expect(SearchQuerySchema.safeParse(query).success).toBe(false);
  });
});
