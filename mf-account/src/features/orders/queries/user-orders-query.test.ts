import { fakeApi, reply, testQueryClient } from 'remote-kit/testing';
import { createBus, getUserOrdersCall } from 'shared-contracts';
import { ReadFailure } from '../../../shared/queries/answer-data';
import { customerSession, orderSummary } from '../testing/orders-fixtures';
import { userOrdersQuery } from './user-orders-query';

function clientOf(api: ReturnType<typeof fakeApi>, userId = 4) {
  const bus = createBus();
  bus.publish('session.changed', customerSession(userId));
  return api.client(bus);
}

describe('userOrdersQuery', () => {
  it("reads the customer's orders by their user id, with their token", async () => {
    const api = fakeApi().on(getUserOrdersCall, ({ params, token }) =>
      params.userId === 4 && token === 'token-of-4' ? [orderSummary('EST-0001')] : [],
    );
    await expect(testQueryClient().fetchQuery(userOrdersQuery(clientOf(api), 4))).resolves.toEqual([
      orderSummary('EST-0001'),
    ]);
  });

  it('keeps each customer’s orders under their own user id', () => {
    const client = fakeApi().client();
    expect(userOrdersQuery(client, 4).queryKey).not.toEqual(userOrdersQuery(client, 5).queryKey);
  });

  it('logs a failure and fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const api = fakeApi().on(getUserOrdersCall, () => reply.errors(500, { server: ['Internal error'] }));
      await expect(testQueryClient().fetchQuery(userOrdersQuery(clientOf(api), 4))).rejects.toBeInstanceOf(
        ReadFailure,
      );
      expect(error).toHaveBeenCalledWith(
        'Could not load the orders',
        expect.objectContaining({ status: 500 }),
      );
    } finally {
      error.mockRestore();
    }
  });
});
