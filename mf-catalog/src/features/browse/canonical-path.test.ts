import { parseBrowseQuery } from './browse-query';
import { browseCanonicalPath } from './canonical-path';

const canonical = (search: string, own?: Record<string, string>) =>
  browseCanonicalPath('/type_products/vases', parseBrowseQuery(new URLSearchParams(search)), own);

describe('browseCanonicalPath', () => {
  it('is the bare path for the first page, best selling, no range', () => {
    expect(canonical('')).toBe('/type_products/vases');
    expect(canonical('page=1&sort_by=best_selling')).toBe('/type_products/vases');
  });

  it('keeps a later page, a range and a sort other than the default, in one order', () => {
    expect(canonical('page=3&sort_by=price_desc&price_max=120&price_min=40')).toBe(
      '/type_products/vases?price_min=40&price_max=120&sort_by=price_desc&page=3',
    );
  });

  it('drops tracking, language and unknown parameters, and malformed values', () => {
    expect(
      canonical(
        'utm_source=news&utm_medium=email&fbclid=x&gclid=y&lang=en&ascending=true&page=0&sort_by=cheapest',
      ),
    ).toBe('/type_products/vases');
    expect(canonical('price_min=40')).toBe('/type_products/vases');
  });

  it('puts the page’s own parameters first (search’s text)', () => {
    expect(canonical('page=2&utm_source=x', { query: 'lámpara de pie' })).toBe(
      '/type_products/vases?query=l%C3%A1mpara+de+pie&page=2',
    );
  });
});
