import { getCouponCodeCall } from 'shared-contracts';
import { type FakeHandler, fakeApi, installApi, reply } from 'remote-kit/testing';
import { applyCoupon, removeCoupon } from './coupon';
import { cartState, replaceCart } from './stores/cart-store';
import { item } from './testing/cart-fixtures';

function answering(handler: FakeHandler<typeof getCouponCodeCall>) {
  const api = fakeApi().on(getCouponCodeCall, handler);
  installApi(api);
  return api;
}

beforeEach(() => {
  replaceCart({
    items: [item(1, 2, { price: 50 })],
    coupon: { code: 'ESTUDIO20', discount: 20 },
    orderCode: null,
  });
});

describe('the coupon field (docs/spec.md §5)', () => {
  it('applies the coupon found: its code (as the server writes it) and discount', async () => {
    const api = answering(({ query }) => ({ code: query.code, discount: 10 }));
    expect(await applyCoupon('  welcome10 ')).toEqual({ kind: 'applied' });
    expect(api.calls[0]!.query.get('code')).toBe('welcome10');
    expect(cartState).toMatchObject({
      nameDiscount: 'WELCOME10',
      discount: 10,
      discountAmount: 10,
      finalPrice: 90,
    });
  });

  it('takes the largest coupon, 45.25 %', async () => {
    answering(() => ({ code: 'MAXIMO', discount: 45.25 }));
    await applyCoupon('MAXIMO');
    expect(cartState).toMatchObject({ discount: 45.25, discountAmount: 45.25, finalPrice: 54.75 });
  });

  it('lists the server’s errors and sets the discount to 0', async () => {
    answering(({ query }) => reply.errors(404, { code: [`El código ${query.code} no es válido`] }));
    expect(await applyCoupon('nada')).toEqual({ kind: 'refused', errors: ['El código NADA no es válido'] });
    expect(cartState).toMatchObject({ nameDiscount: '', discount: 0, finalPrice: 100 });
  });

  it('lists an expired coupon’s message', async () => {
    answering(() => reply.errors(410, { code: ['El código CADUCADO5 ha caducado'] }));
    expect(await applyCoupon('CADUCADO5')).toEqual({
      kind: 'refused',
      errors: ['El código CADUCADO5 ha caducado'],
    });
  });

  it.each([
    ['offline', reply.offline()],
    ['a server error', reply.errors(500, { server: ['Internal error'] })],
    ['an answer that breaks the contract', reply.raw(200, { code: 'RARO', discount: 80 })],
  ])('ignores a failed request: %s', async (_name, failure) => {
    answering(() => failure);
    expect(await applyCoupon('WELCOME10')).toEqual({ kind: 'ignored' });
    expect(cartState).toMatchObject({ nameDiscount: 'ESTUDIO20', discount: 20 });
  });

  it('sends nothing for an empty code', async () => {
    const api = answering(() => ({ code: 'X', discount: 1 }));
    expect(await applyCoupon('   ')).toEqual({ kind: 'ignored' });
    expect(api.calls).toEqual([]);
  });

  it('removes the applied coupon', () => {
    removeCoupon();
    expect(cartState).toMatchObject({ nameDiscount: '', discount: 0, finalPrice: 100 });
  });
});
