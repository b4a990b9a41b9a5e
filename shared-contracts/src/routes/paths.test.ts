import { isBackofficePath, paths, toQueryString, typeProductsSlug } from './paths';

describe('paths', () => {
  it('links a type product by its name lowercased with spaces removed', () => {
    expect(typeProductsSlug('Mesas de Comedor')).toBe('mesasdecomedor');
    expect(
      paths.typeProducts('Floor Lamps', { sort_by: 'price_asc', price_min: 10, price_max: undefined }),
    ).toBe('/type_products/floorlamps?sort_by=price_asc&price_min=10');
  });

  it('builds search and order links with encoded values', () => {
    expect(paths.search({ query: 'lámpara de pie' })).toBe('/search?query=l%C3%A1mpara+de+pie');
    expect(paths.order('AB-12', 'tok')).toBe('/orders/AB-12?access_token=tok');
    expect(toQueryString({})).toBe('');
  });

  it('tells back-office paths apart', () => {
    expect(isBackofficePath('/backoffice')).toBe(true);
    expect(isBackofficePath('/backoffice/orders/X')).toBe(true);
    expect(isBackofficePath('/backofficer')).toBe(false);
    expect(isBackofficePath('/')).toBe(false);
  });
});
