import { createHttpClient } from 'shared-contracts';
import { loadProduct, productState } from '../features/product/stores/product-store';
import { setApiClient } from './api-client';

describe('the catalogue’s API client', () => {
  afterEach(() => setApiClient(undefined));

  it('leaves a product page failed with a retry when the answer’s body is cut off, not loading for ever', async () => {
    // Chromium aborts a superseded load after its headers came in: 'signal is aborted without reason'.
    setApiClient(
      createHttpClient({
        baseUrl: '/api',
        fetch: async () =>
          ({
            ok: true,
            status: 200,
            text: () => Promise.reject(new DOMException('signal is aborted without reason', 'AbortError')),
          }) as Response,
      }),
    );
    await loadProduct(77, 'en-US', undefined, undefined);
    expect(productState).toMatchObject({ key: 'en:77', status: 'failed' });
  });
});
