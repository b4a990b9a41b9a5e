import { findRemoteForPath } from './remote-mounts';
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

describe('findRemoteForPath', () => {
  it.each([
    ['/', 'mf_catalog'],
    ['/collections/lamparas', 'mf_catalog'],
    ['/type_products/sofas', 'mf_catalog'],
    ['/type_products', 'mf_catalog'],
    ['/products/12', 'mf_catalog'],
    ['/search', 'mf_catalog'],
    ['/sales', 'mf_catalog'],
    ['/wishlist', 'mf_catalog'],
    ['/cart', 'mf_cart_checkout'],
    ['/checkout', 'mf_cart_checkout'],
    ['/checkout/payment', 'mf_cart_checkout'],
    ['/login', 'mf_account'],
    ['/orders/ABC', 'mf_account'],
    ['/contact', 'mf_account'],
    ['/backoffice', 'mf_backoffice'],
    ['/backoffice/discountcodes', 'mf_backoffice'],
    ['/pages/faqs', undefined],
    ['/error', undefined],
    ['/nowhere', undefined],
    ['/collections/a/b', undefined],
  ])('%s belongs to %s', (pathname, remote) => {
    expect(findRemoteForPath(pathname)).toBe(remote);
  });
});
