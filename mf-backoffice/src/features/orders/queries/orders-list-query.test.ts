import { fakeApi, reply, testQueryClient } from 'remote-kit/testing';
import { getBackofficeOrdersCall } from 'shared-contracts';
import { LoadError } from '../../../shared/data/load-error';
import { staffClient } from '../../../testing/staff-client';
import { type OrdersQuery } from '../orders-query';
import { orderSummary } from '../testing/orders-fixtures';
import { ordersListQuery } from './orders-list-query';

const VIEW: OrdersQuery = { page: 2, status: 'SEND', search: 'ana@example.com' };
const ANSWER = { orders: [orderSummary()], info: { page: 2, n_pages: 3, size: 21 } };

describe('the order list’s query', () => {
  it('reads the view’s page of orders for the staff member', async () => {
    const api = fakeApi().on(getBackofficeOrdersCall, () => ANSWER);
    const list = ordersListQuery(staffClient(api), { userId: 3, query: VIEW });
    expect(await testQueryClient().fetchQuery(list)).toEqual(ANSWER);
    expect(Object.fromEntries(api.callsOf(getBackofficeOrdersCall)[0]!.query)).toEqual({
      user_id: '3',
      page: '2',
      status: 'SEND',
      search: 'ana@example.com',
    });
  });

  it('asks for every paid order, unsearched, without a filter', async () => {
    const api = fakeApi().on(getBackofficeOrdersCall, () => ANSWER);
    const view = { page: 1, status: undefined, search: '' };
    await testQueryClient().fetchQuery(ordersListQuery(staffClient(api), { userId: 3, query: view }));
    expect(Object.fromEntries(api.callsOf(getBackofficeOrdersCall)[0]!.query)).toEqual({
      user_id: '3',
      page: '1',
    });
  });

  it('is keyed by the staff member and everything the view asks for', () => {
    const key = (userId: number, query: OrdersQuery) =>
      JSON.stringify(ordersListQuery(fakeApi().client(), { userId, query }).queryKey);
    const keys = [
      key(3, VIEW),
      key(4, VIEW),
      key(3, { ...VIEW, page: 3 }),
      key(3, { ...VIEW, status: undefined }),
      key(3, { ...VIEW, search: 'EST-1' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(key(3, { ...VIEW })).toBe(keys[0]);
    expect(ordersListQuery(fakeApi().client(), { userId: 3, query: VIEW }).queryKey[0]).toBe('backoffice');
  });

  it.each([
    ['a server error', reply.errors(500, { server: ['Internal error'] }), false],
    ['no answer', reply.offline(), true],
  ])('throws %s, for the page’s retry', async (_, failure, unreachable) => {
    const api = fakeApi().on(getBackofficeOrdersCall, () => failure);
    const list = ordersListQuery(staffClient(api), { userId: 3, query: VIEW });
    const thrown = await testQueryClient()
      .fetchQuery(list)
      .catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(LoadError);
    expect((thrown as LoadError).unreachable).toBe(unreachable);
  });
});
