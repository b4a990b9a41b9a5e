import { getProductCall } from 'shared-contracts';
import { type FakeHandler, fakeApi, installApi, productDetail, reply } from 'remote-kit/testing';
import { VIEWED_PRODUCTS_STORAGE_KEY, rememberViewedProduct } from '../viewed-products-cache';
import { loadProduct, productState } from './product-store';

function api(handler: FakeHandler<typeof getProductCall>) {
  const fake = fakeApi().on(getProductCall, handler);
  installApi(fake);
  return fake.calls;
}

beforeEach(() => sessionStorage.clear());

describe('loadProduct', () => {
  it('loads a product in the visitor’s language and caches it for the session', async () => {
    const calls = api(() => productDetail(12, { name: 'Floor Lamp' }));
    const loading = loadProduct(12, 'en-US', 7, sessionStorage);
    expect(productState.status).toBe('loading');
    await loading;
    expect(productState).toMatchObject({ status: 'ready', key: 'en:12' });
    expect(productState.product?.name).toBe('Floor Lamp');
    expect(calls[0]!.path).toBe('/products/12');
    expect(calls[0]!.query.toString()).toBe('id_user=7&language=en');
    expect(sessionStorage.getItem(VIEWED_PRODUCTS_STORAGE_KEY)).toContain('Floor Lamp');
  });

  it('serves a revisited product from the cache at once, then refreshes it', async () => {
    rememberViewedProduct(sessionStorage, 5, 'es', productDetail(5, { stock: 3 }));
    api(() => productDetail(5, { stock: 1 }));
    const loading = loadProduct(5, 'es-ES', undefined, sessionStorage);
    expect(productState.status).toBe('ready');
    expect(productState.product?.stock).toBe(3);
    await loading;
    expect(productState.product?.stock).toBe(1);
  });

  it('keeps the cached product when the refresh fails', async () => {
    rememberViewedProduct(sessionStorage, 5, 'es', productDetail(5));
    api(() => reply.raw(503, 'down'));
    await loadProduct(5, 'es-ES', undefined, sessionStorage);
    expect(productState.status).toBe('ready');
    expect(productState.product?.id).toBe(5);
  });

  it('tells an unknown product from a failure', async () => {
    api(() => reply.errors(404, { product: ['Product not found'] }));
    await loadProduct(999, 'es-ES', undefined, sessionStorage);
    expect(productState.status).toBe('not-found');

    api(() => reply.raw(500, 'oops'));
    await loadProduct(998, 'es-ES', undefined, sessionStorage);
    expect(productState.status).toBe('failed');
  });
});
