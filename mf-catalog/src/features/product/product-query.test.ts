import { QueryClient } from '@tanstack/react-query';
import { fakeApi, productDetail, reply } from 'remote-kit/testing';
import { getProductCall } from 'shared-contracts';
import { ApiReadError } from '../../shared/lookup';
import { productQuery } from './product-query';

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('productQuery', () => {
  it('asks for the product in the API’s language, with id_user for a customer', async () => {
    const api = fakeApi().on(getProductCall, ({ params }) => productDetail(params.id, { name: 'Arco' }));
    const query = productQuery(api.client(), { productId: 12, language: 'en-US', userId: 7 });
    const data = await queryClient().fetchQuery(query);
    expect(data).toEqual({ kind: 'found', data: expect.objectContaining({ id: 12, name: 'Arco' }) });
    expect(`${api.calls[0]!.path}?${api.calls[0]!.query}`).toBe('/products/12?id_user=7&language=en');
  });

  it('keys everything the call depends on: the product, the language and the customer', () => {
    const key = (productId: number, language: 'es-ES' | 'en-US', userId?: number) =>
      JSON.stringify(productQuery(fakeApi().client(), { productId, language, userId }).queryKey);
    const keys = new Set([key(12, 'es-ES'), key(13, 'es-ES'), key(12, 'en-US'), key(12, 'es-ES', 7)]);
    expect(keys.size).toBe(4);
  });

  it.each([404, 400])('holds a %i answer as not-found data', async (status) => {
    const api = fakeApi().on(getProductCall, () => reply.errors(status, { product: ['Product not found'] }));
    const query = productQuery(api.client(), { productId: 999, language: 'es-ES', userId: undefined });
    await expect(queryClient().fetchQuery(query)).resolves.toEqual({ kind: 'not-found' });
  });

  it.each([
    ['a server error', reply.raw(503, 'down')],
    ['no answer', reply.offline()],
  ])('fails on %s', async (_name, answer) => {
    const api = fakeApi().on(getProductCall, () => answer);
    const query = productQuery(api.client(), { productId: 5, language: 'es-ES', userId: undefined });
    await expect(queryClient().fetchQuery(query)).rejects.toBeInstanceOf(ApiReadError);
  });
});
