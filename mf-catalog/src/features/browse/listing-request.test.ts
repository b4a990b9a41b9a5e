import { toQueryString } from 'shared-contracts';
import { firstListingRequest, toListingRequest } from './listing-request';

describe('toListingRequest', () => {
  it('sends page and language only for a visitor on the default view', () => {
    const request = toListingRequest(
      { page: 1, sort: 'best_selling', range: undefined },
      { language: 'es-ES', userId: undefined },
    );
    expect(toQueryString(request)).toBe('?page=1&language=es');
  });

  it('sends id_user, both price bounds and the API sort', () => {
    const request = toListingRequest(
      { page: 2, sort: 'price_desc', range: { min: 40, max: 150 } },
      { language: 'en-US', userId: 7 },
    );
    expect(toQueryString(request)).toBe(
      '?id_user=7&page=2&price_min=40&price_max=150&sort_by=price&ascending=false&language=en',
    );
  });

  it.each([
    ['name_asc', 'sort_by=name&ascending=true'],
    ['name_desc', 'sort_by=name&ascending=false'],
    ['price_asc', 'sort_by=price&ascending=true'],
  ] as const)('sends %s as %s', (sort, expected) => {
    const request = toListingRequest(
      { page: 1, sort, range: undefined },
      { language: 'es-ES', userId: undefined },
    );
    expect(toQueryString(request)).toBe(`?page=1&${expected}&language=es`);
  });
});

describe('firstListingRequest', () => {
  it('reads the URL as the page does, leaving out what the API would refuse', () => {
    const params = new URLSearchParams('page=2&sort_by=name_desc&price_min=40&price_max=120&query=sofa');
    expect(toQueryString(firstListingRequest(params, { language: 'en-US', userId: undefined }))).toBe(
      '?page=2&price_min=40&price_max=120&sort_by=name&ascending=false&language=en',
    );
    const refused = new URLSearchParams('page=100001&price_min=0&price_max=99999999&sort_by=cheapest');
    expect(firstListingRequest(refused, { language: 'es-ES', userId: undefined })).toEqual(
      toListingRequest(
        { page: 1, sort: 'best_selling', range: undefined },
        { language: 'es-ES', userId: undefined },
      ),
    );
  });
});
