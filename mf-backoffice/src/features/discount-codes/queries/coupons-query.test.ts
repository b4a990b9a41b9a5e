import { fakeApi, reply, testQueryClient } from 'remote-kit/testing';
import { getAllCouponsCall } from 'shared-contracts';
import { LoadError } from '../../../shared/data/load-error';
import { staffClient } from '../../../testing/staff-client';
import { couponsQuery } from './coupons-query';

describe('the coupons’ query', () => {
  it('reads every live coupon for the staff member, by code', async () => {
    const api = fakeApi().on(getAllCouponsCall, () => ({
      status: 'success' as const,
      data: [
        { code: 'WELCOME10', discount: 10 },
        { code: 'MAXIMO', discount: 45.25 },
      ],
    }));
    expect(await testQueryClient().fetchQuery(couponsQuery(staffClient(api), { userId: 3 }))).toEqual([
      { code: 'MAXIMO', discount: 45.25 },
      { code: 'WELCOME10', discount: 10 },
    ]);
    expect(Object.fromEntries(api.callsOf(getAllCouponsCall)[0]!.query)).toEqual({ user_id: '3' });
  });

  it('is keyed by the staff member', () => {
    const key = (userId: number) => couponsQuery(fakeApi().client(), { userId }).queryKey;
    expect(key(3)).toEqual(['backoffice', 'coupons', 3]);
    expect(key(4)).not.toEqual(key(3));
  });

  it.each([
    ['a server error', reply.errors(500, { server: ['Internal error'] }), false],
    ['no answer', reply.offline(), true],
  ])('throws %s, telling whether an answer came', async (_, failure, unreachable) => {
    const api = fakeApi().on(getAllCouponsCall, () => failure);
    const thrown = await testQueryClient()
      .fetchQuery(couponsQuery(staffClient(api), { userId: 3 }))
      .catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(LoadError);
    expect((thrown as LoadError).unreachable).toBe(unreachable);
  });
});
