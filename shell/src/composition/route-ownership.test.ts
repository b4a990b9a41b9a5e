import { FALLBACK_MOUNTS, findRemoteForPath } from './route-ownership';

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
  ])('%s belongs to %s in the fallback table', (pathname, remote) => {
    expect(findRemoteForPath(FALLBACK_MOUNTS, pathname)).toBe(remote);
  });
});
