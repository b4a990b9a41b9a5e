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

  it('links the availability form to its product and the reset form to its token', () => {
    expect(paths.askAvailability(42)).toBe('/ask-availability?product=42');
    expect(paths.resetPassword('abc_DEF-123')).toBe('/recover-password?token=abc_DEF-123');
  });

  it('tells back-office paths apart', () => {
    expect(isBackofficePath('/backoffice')).toBe(true);
    expect(isBackofficePath('/backoffice/orders/X')).toBe(true);
    expect(isBackofficePath('/backofficer')).toBe(false);
    expect(isBackofficePath('/')).toBe(false);
  });
});
