import { type FakeApi, type FakeHandler, fakeApi, reply, testQueryClient } from 'remote-kit/testing';
import { createBus, getUserOrderCall } from 'shared-contracts';
import { ORDER_CODE, USER_ID, checkoutOrder, customerSession } from '../testing/checkout-fixtures';
import { checkoutOrderKey, checkoutOrderQuery } from './checkout-order-query';
import { ReadFailure } from './read-result';

const params = { userId: USER_ID, orderCode: ORDER_CODE, language: 'en' } as const;

function client(api: FakeApi) {
  const bus = createBus();
  bus.publish('session.changed', customerSession());
  return api.client(bus);
}

function read(handler: FakeHandler<typeof getUserOrderCall>) {
  const api = fakeApi().on(getUserOrderCall, handler);
  const result = testQueryClient().fetchQuery(checkoutOrderQuery(client(api), params));
  return { api, result };
}

describe('checkoutOrderQuery', () => {
  it('is keyed by everything the read depends on, under the order’s own key', () => {
    const { queryKey } = checkoutOrderQuery(client(fakeApi()), params);
    expect(queryKey).toEqual(['cart', 'checkout-order', ORDER_CODE, USER_ID, 'en']);
    expect(queryKey.slice(0, 3)).toEqual([...checkoutOrderKey(ORDER_CODE)]);
    expect(checkoutOrderQuery(client(fakeApi()), { ...params, language: 'es' }).queryKey).not.toEqual(
      queryKey,
    );
  });

  it("reads the customer's order in the page's language", async () => {
    const { api, result } = read(() => checkoutOrder());
    expect(await result).toEqual(checkoutOrder());
    const [request] = api.callsOf(getUserOrderCall);
    expect(request!.path).toBe(`/orders/${USER_ID}/${ORDER_CODE}`);
    expect(request!.query.get('language')).toBe('en');
    expect(request!.headers.Authorization).toBe(`Bearer token-of-${USER_ID}`);
  });

  it.each([
    ['unknown (404)', 404],
    ["another customer's (403)", 403],
  ])('answers null for an order %s: the page says so', async (_name, status) => {
    const { result } = read(() => reply.errors(status, { order: ['Order not found'] }));
    expect(await result).toBeNull();
  });

  it.each([
    ['offline', reply.offline()],
    ['a server error', reply.errors(500, { server: ['Internal error'] })],
    ['an answer that breaks the contract', reply.raw(200, { code: ORDER_CODE })],
  ])('fails when %s: the page shows its error', async (_name, failure) => {
    const { result } = read(() => failure);
    await expect(result).rejects.toBeInstanceOf(ReadFailure);
  });
});
