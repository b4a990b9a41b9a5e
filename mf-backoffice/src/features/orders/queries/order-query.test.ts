import { fakeApi, reply, testQueryClient } from 'remote-kit/testing';
import { getBackofficeOrderCall } from 'shared-contracts';
import { LoadError } from '../../../shared/data/load-error';
import { staffClient } from '../../../testing/staff-client';
import { orderDetail } from '../testing/orders-fixtures';
import { type OrderRef, orderQuery } from './order-query';

const REF: OrderRef = { orderCode: 'EST-20260305-7K3F9Q', userId: 3, language: 'en' };

describe('an order’s query', () => {
  it('reads the order for the staff member, in the language of its product names', async () => {
    const api = fakeApi().on(getBackofficeOrderCall, () => orderDetail());
    expect(await testQueryClient().fetchQuery(orderQuery(staffClient(api), REF))).toEqual(orderDetail());
    const [call] = api.callsOf(getBackofficeOrderCall);
    expect(call!.params).toEqual({ orderCode: REF.orderCode });
    expect(Object.fromEntries(call!.query)).toEqual({ user_id: '3', language: 'en' });
  });

  it('is keyed by the staff member, the code and the language', () => {
    const key = (ref: OrderRef) => JSON.stringify(orderQuery(fakeApi().client(), ref).queryKey);
    const keys = [
      key(REF),
      key({ ...REF, userId: 4 }),
      key({ ...REF, orderCode: 'EST-20260306-BBBBBB' }),
      key({ ...REF, language: 'es' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(key({ ...REF })).toBe(keys[0]);
  });

  it('answers null when there is no order with that code (404)', async () => {
    const api = fakeApi().on(getBackofficeOrderCall, () => reply.errors(404, { order: ['Not found'] }));
    expect(await testQueryClient().fetchQuery(orderQuery(staffClient(api), REF))).toBeNull();
  });

  it.each([
    ['a server error', reply.errors(500, { server: ['Internal error'] })],
    ['a refusal', reply.errors(403, { auth: ['Forbidden'] })],
    ['no answer', reply.offline()],
  ])('throws %s, for the page’s retry', async (_, failure) => {
    const api = fakeApi().on(getBackofficeOrderCall, () => failure);
    await expect(testQueryClient().fetchQuery(orderQuery(staffClient(api), REF))).rejects.toBeInstanceOf(
      LoadError,
    );
  });
});
