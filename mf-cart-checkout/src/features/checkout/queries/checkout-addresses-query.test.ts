import { type FakeApi, type FakeHandler, fakeApi, reply, testQueryClient } from 'remote-kit/testing';
import { createBus, initializeAddressCall } from 'shared-contracts';
import { HOME_ADDRESS, ORDER_CODE, USER_ID, customerSession } from '../testing/checkout-fixtures';
import { checkoutAddressesQuery } from './checkout-addresses-query';
import { ReadFailure } from './read-result';

const params = { userId: USER_ID, orderCode: ORDER_CODE };

function client(api: FakeApi) {
  const bus = createBus();
  bus.publish('session.changed', customerSession());
  return api.client(bus);
}

function read(handler: FakeHandler<typeof initializeAddressCall>) {
  const api = fakeApi().on(initializeAddressCall, handler);
  const result = testQueryClient().fetchQuery(checkoutAddressesQuery(client(api), params));
  return { api, result };
}

describe('checkoutAddressesQuery', () => {
  it('is keyed by the customer and the order under checkout', () => {
    expect(checkoutAddressesQuery(client(fakeApi()), params).queryKey).toEqual([
      'cart',
      'checkout-addresses',
      USER_ID,
      ORDER_CODE,
    ]);
  });

  it('reads the addresses to start from for the customer', async () => {
    const { api, result } = read(() => ({
      billing_address: HOME_ADDRESS,
      shipping_address: null,
      errors: {},
    }));
    expect(await result).toEqual({ billing: HOME_ADDRESS, shipping: null });
    expect(api.callsOf(initializeAddressCall)[0]!.body).toEqual({ user_id: USER_ID });
  });

  it.each([404, 403])('leaves nothing to start from on a %s', async (status) => {
    const { result } = read(() => reply.errors(status, { user_id: ['Not yours'] }));
    expect(await result).toEqual({ billing: null, shipping: null });
  });

  it.each([
    ['offline', reply.offline()],
    ['a server error', reply.errors(500, { server: ['Internal error'] })],
  ])('fails when %s', async (_name, failure) => {
    const { result } = read(() => failure);
    await expect(result).rejects.toBeInstanceOf(ReadFailure);
  });
});
