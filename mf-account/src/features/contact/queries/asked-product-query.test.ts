import { fakeApi, productDetail, reply, testQueryClient } from 'remote-kit/testing';
import { getProductCall } from 'shared-contracts';
import { ReadFailure } from '../../../shared/queries/answer-data';
import { askedProductQuery } from './asked-product-query';

const productApi = () =>
  fakeApi().on(getProductCall, ({ params, query }) =>
    productDetail(params.id, { name: query.language === 'en' ? 'Nube lamp' : 'Lámpara Nube' }),
  );

describe('askedProductQuery', () => {
  it('reads the name and image of the product in the language asked', async () => {
    const api = productApi();
    const product = await testQueryClient().fetchQuery(askedProductQuery(api.client(), 12, 'en'));
    expect(product).toEqual({ id: 12, name: 'Nube lamp', image: '/images/p12-a.svg' });
    expect(api.calls.map((call) => `${call.path}?${call.query}`)).toEqual(['/products/12?language=en']);
  });

  it('is kept apart by product and by language', () => {
    const client = fakeApi().client();
    const keys = [
      askedProductQuery(client, 12, 'es').queryKey,
      askedProductQuery(client, 12, 'en').queryKey,
      askedProductQuery(client, 13, 'es').queryKey,
    ];
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(3);
  });

  it('answers null, as data, for a product the shop does not have', async () => {
    const queryClient = testQueryClient();
    const query = askedProductQuery(
      fakeApi()
        .on(getProductCall, () => reply.errors(404, { product: ['Not found'] }))
        .client(),
      404,
      'es',
    );
    await expect(queryClient.fetchQuery(query)).resolves.toBeNull();
    expect(queryClient.getQueryState(query.queryKey)?.status).toBe('success');
  });

  it.each([
    ['no answer', reply.offline()],
    ['a server error', reply.errors(500, { server: ['Internal error'] })],
  ])('fails on %s', async (_case, answer) => {
    const client = fakeApi()
      .on(getProductCall, () => answer)
      .client();
    await expect(testQueryClient().fetchQuery(askedProductQuery(client, 12, 'es'))).rejects.toBeInstanceOf(
      ReadFailure,
    );
  });
});
