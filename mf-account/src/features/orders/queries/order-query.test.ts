import { fakeApi, reply, testQueryClient } from 'remote-kit/testing';
import { createBus, getGuestOrderCall, getUserOrderCall } from 'shared-contracts';
import { ReadFailure } from '../../../shared/queries/answer-data';
import { type OrderAccess } from '../order-access';
import { GUEST_TOKEN, ORDER_CODE, customerSession, orderDetail } from '../testing/orders-fixtures';
import { stubImageLoading } from '../testing/stub-image-loading';
import { orderQuery } from './order-query';

const CUSTOMER: OrderAccess = { kind: 'customer', userId: 4 };
const GUEST: OrderAccess = { kind: 'guest', accessToken: GUEST_TOKEN };

function clientOf(api: ReturnType<typeof fakeApi>) {
  const bus = createBus();
  bus.publish('session.changed', customerSession(4));
  return api.client(bus);
}

let restoreImages: () => void = () => undefined;
afterEach(() => restoreImages());

describe('orderQuery', () => {
  it("reads a customer's order by their user id, product names in the language asked", async () => {
    restoreImages = stubImageLoading();
    const api = fakeApi().on(getUserOrderCall, ({ params, query }) => {
      expect(params).toEqual({ userId: 4, orderCode: ORDER_CODE });
      expect(query.language).toBe('en');
      return orderDetail();
    });
    await expect(
      testQueryClient().fetchQuery(orderQuery(clientOf(api), ORDER_CODE, CUSTOMER, 'en')),
    ).resolves.toEqual(orderDetail());
  });

  it("reads a guest's order with the link's token", async () => {
    restoreImages = stubImageLoading();
    const api = fakeApi().on(getGuestOrderCall, ({ params }) => {
      expect(params).toEqual({ orderCode: ORDER_CODE, access_token: GUEST_TOKEN });
      return orderDetail();
    });
    await expect(
      testQueryClient().fetchQuery(orderQuery(clientOf(api), ORDER_CODE, GUEST, 'es')),
    ).resolves.toMatchObject({ code: ORDER_CODE });
  });

  it('is kept apart by who opens it and by language', () => {
    const client = fakeApi().client();
    const keys = [
      orderQuery(client, ORDER_CODE, CUSTOMER, 'es').queryKey,
      orderQuery(client, ORDER_CODE, { kind: 'customer', userId: 5 }, 'es').queryKey,
      orderQuery(client, ORDER_CODE, GUEST, 'es').queryKey,
      orderQuery(client, ORDER_CODE, CUSTOMER, 'en').queryKey,
    ];
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(4);
  });

  it('leaves out the lines whose image fails to load (docs/spec.md §7)', async () => {
    restoreImages = stubImageLoading({ failing: ['/images/sofa-olivo-1.webp'] });
    const api = fakeApi().on(getUserOrderCall, () => orderDetail());
    const order = await testQueryClient().fetchQuery(orderQuery(clientOf(api), ORDER_CODE, CUSTOMER, 'es'));
    expect(order?.products.map((line) => line.name)).toEqual(['Jarrón Nube']);
  });

  it.each([
    ['not found', 404],
    ['another customer’s', 403],
  ])('answers null, as data, for an order %s', async (_case, status) => {
    const api = fakeApi().on(getUserOrderCall, () => reply.errors(status, { order: ['No'] }));
    await expect(
      testQueryClient().fetchQuery(orderQuery(clientOf(api), ORDER_CODE, CUSTOMER, 'es')),
    ).resolves.toBeNull();
  });

  it('fails when the API cannot be reached', async () => {
    const api = fakeApi().on(getUserOrderCall, () => reply.offline());
    await expect(
      testQueryClient().fetchQuery(orderQuery(clientOf(api), ORDER_CODE, CUSTOMER, 'es')),
    ).rejects.toBeInstanceOf(ReadFailure);
  });
});
