import { ProductDetailSchema, createHttpClient } from 'shared-contracts';
import { loadProduct, productState } from '../features/product/stores/product-store';
import { apiClient, setApiClient } from './api-client';

/**
 * A client whose answer arrives but whose body read fails, as Chromium's does when a
 * superseded load is aborted after the headers came in: 'signal is aborted without reason'.
 */
function bodyCutOff() {
  return createHttpClient({
    baseUrl: '/api',
    fetch: async () =>
      ({
        ok: true,
        status: 200,
        text: () => Promise.reject(new DOMException('signal is aborted without reason', 'AbortError')),
      }) as Response,
  });
}

describe('the catalogue’s API client', () => {
  afterEach(() => setApiClient(undefined));

  it('answers a body cut off mid-read as a network error instead of rejecting', async () => {
    const client = bodyCutOff();
    await expect(client.get('/products/1', { schema: ProductDetailSchema })).resolves.toEqual({
      kind: 'network-error',
      message: 'signal is aborted without reason',
    });
    await expect(
      client.post('/wishlist/user_wishlist', { schema: ProductDetailSchema }),
    ).resolves.toMatchObject({ kind: 'network-error' });
  });

  it('guards the client a test or the service sets', async () => {
    setApiClient(bodyCutOff());
    await expect(apiClient().get('/sales', { schema: ProductDetailSchema })).resolves.toMatchObject({
      kind: 'network-error',
    });
  });

  it('leaves a product page failed with a retry, not loading for ever', async () => {
    setApiClient(bodyCutOff());
    await loadProduct(77, 'en-US', undefined, undefined);
    expect(productState).toMatchObject({ key: 'en:77', status: 'failed' });
  });
});
