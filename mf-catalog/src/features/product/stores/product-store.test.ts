import { setApiClient } from '../../../shared/api-client';
import { type FakeHandler, fakeApi } from '../../../shared/testing/fake-api';
import { productDetail } from '../../../shared/testing/fixtures';
import { VIEWED_PRODUCTS_STORAGE_KEY, rememberViewedProduct } from '../viewed-products-cache';
import { loadProduct, productState } from './product-store';

function api(handler: FakeHandler) {
  const fake = fakeApi(handler);
  setApiClient(fake.client);
  return fake.calls;
}

beforeEach(() => sessionStorage.clear());

describe('loadProduct', () => {
  it('loads a product in the visitor’s language and caches it for the session', async () => {
    const calls = api(() => ({ body: productDetail(12, { name: 'Floor Lamp' }) }));
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
    api(() => ({ body: productDetail(5, { stock: 1 }) }));
    const loading = loadProduct(5, 'es-ES', undefined, sessionStorage);
    expect(productState.status).toBe('ready');
    expect(productState.product?.stock).toBe(3);
    await loading;
    expect(productState.product?.stock).toBe(1);
  });

  it('keeps the cached product when the refresh fails', async () => {
    rememberViewedProduct(sessionStorage, 5, 'es', productDetail(5));
    api(() => ({ status: 503, body: 'down' }));
    await loadProduct(5, 'es-ES', undefined, sessionStorage);
    expect(productState.status).toBe('ready');
    expect(productState.product?.id).toBe(5);
  });

  it('tells an unknown product from a failure', async () => {
    api(() => ({ status: 404, body: { errors: { product: ['Product not found'] } } }));
    await loadProduct(999, 'es-ES', undefined, sessionStorage);
    expect(productState.status).toBe('not-found');

    api(() => ({ status: 500, body: 'oops' }));
    await loadProduct(998, 'es-ES', undefined, sessionStorage);
    expect(productState.status).toBe('failed');
  });
});
