import { createBus, getProductCall, getTypeProductsCall, getUserWishlistCall } from 'shared-contracts';
import { fakeApi, offlineApiClient, reply } from './fake-api';
import { productDetail, typeProductsAnswer } from './fixtures/catalog';

describe('fakeApi', () => {
  it('answers a call by its descriptor, with the request read by the call’s schemas', async () => {
    const api = fakeApi().on(getProductCall, ({ params, query }) =>
      productDetail(params.id, { name: `Lámpara ${query.language}` }),
    );
    const result = await api.client().call(getProductCall, { params: { id: 12 }, query: { language: 'en' } });
    expect(result).toMatchObject({ kind: 'ok', data: { id: 12, name: 'Lámpara en' } });
    expect(api.callsOf(getProductCall)).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/products/12', params: { id: '12' } });
    expect(api.calls[0]!.query.toString()).toBe('language=en');
  });

  it('answers a call nobody set up, and a path no call has, with the API’s 404', async () => {
    const api = fakeApi();
    const client = api.client();
    await expect(
      client.call(getProductCall, { params: { id: 1 }, query: { language: 'es' } }),
    ).resolves.toEqual({
      kind: 'errors',
      status: 404,
      errors: { route: ['No answer set up for GET /products/:id'] },
      // As the API, every answer names its request id.
      requestId: 'fake-request-1',
    });
    const response = await api.fetch('/api/nowhere');
    expect(response.status).toBe(404);
    await expect(response.text()).resolves.toBe('{"errors":{"route":["No route GET /nowhere"]}}');
  });

  it('answers a request the API would refuse with its 400, and fails the test that sent it', async () => {
    const api = fakeApi().on(getTypeProductsCall, () => typeProductsAnswer(1));
    const result = await api
      .client()
      .call(getTypeProductsCall, { params: { name: 'vases' }, query: { language: 'es', price_min: 50 } });
    expect(result).toMatchObject({ kind: 'errors', status: 400, errors: { price_max: ['price_pair'] } });
    // Taken here, as this test expects it; left, it would fail the test after it ran.
    expect(api.takeRefused()).toEqual([
      'GET /type_products/vases?language=es&price_min=50: {"price_max":["price_pair"]}',
    ]);
  });

  it('gives failures as the API and the network do', async () => {
    let failure = reply.errors(500, { server: ['Internal error'] });
    const api = fakeApi().on(getProductCall, () => failure);
    const client = api.client();
    const ask = () => client.call(getProductCall, { params: { id: 1 }, query: { language: 'es' } });
    await expect(ask()).resolves.toMatchObject({ kind: 'errors', status: 500 });
    failure = reply.raw(200, { id: 'not a number' });
    await expect(ask()).resolves.toMatchObject({ kind: 'bad-response', status: 200 });
    failure = reply.offline();
    await expect(ask()).resolves.toMatchObject({ kind: 'network-error' });
  });

  it('refuses a signed call without a token, before reading it, as the API’s guard does', async () => {
    const api = fakeApi().on(getUserWishlistCall, () => ({ products: [] }));
    const bus = createBus();
    await expect(api.client(bus).call(getUserWishlistCall, { body: { user_id: 7 } })).resolves.toMatchObject({
      kind: 'errors',
      status: 401,
    });
  });
});

describe('offlineApiClient', () => {
  it('fails every call as a network error', async () => {
    await expect(
      offlineApiClient().call(getProductCall, { params: { id: 1 }, query: { language: 'es' } }),
    ).resolves.toMatchObject({ kind: 'network-error', message: 'Failed to fetch' });
  });
});
