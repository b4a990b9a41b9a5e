import { COUPON_DISCOUNT_LIMIT } from 'shared-contracts';
import { checkNewCoupon, parseDiscount } from './coupon-rules';

describe('parseDiscount', () => {
  it.each([
    ['25', 25],
    ['12,5', 12.5],
    ['12.5', 12.5],
    [' 45,25 ', 45.25],
    ['10 %', 10],
    ['0', 0],
  ])('reads %p as %p', (text, value) => expect(parseDiscount(text)).toBe(value));

  it.each(['', 'abc', '-5', '1.000,5', '1e3', '12,', ',5', '10%%'])('reads %p as no number', (text) =>
    expect(parseDiscount(text)).toBeUndefined(),
  );
});

describe('checkNewCoupon (docs/spec.md §5)', () => {
  it('caps at 100/2.21 written with two decimals: 45.25 is allowed, 45.26 refused', () => {
    expect(COUPON_DISCOUNT_LIMIT).toBe(45.25);
    expect(checkNewCoupon('maximo', '45,25')).toEqual({
      ok: true,
      coupon: { code: 'MAXIMO', discount: 45.25 },
    });
    expect(checkNewCoupon('MAXIMO', '45.26')).toEqual({
      ok: false,
      errors: { discount: ['coupon_discount_too_big'] },
    });
    expect(checkNewCoupon('CENT', '0,01')).toEqual({ ok: true, coupon: { code: 'CENT', discount: 0.01 } });
  });

  it.each([
    ['X', '0', { discount: ['coupon_invalid'] }],
    ['X', '', { discount: ['coupon_invalid'] }],
    ['X', 'diez', { discount: ['coupon_invalid'] }],
    ['X', '-5', { discount: ['coupon_invalid'] }],
    ['X', '10,555', { discount: ['two_decimals'] }],
    ['X', '45,251', { discount: ['coupon_discount_too_big', 'two_decimals'] }],
    ['', '10', { code: ['coupon_invalid'] }],
    ['   ', '10', { code: ['coupon_invalid'] }],
    ['DIEZ %', '10', { code: ['coupon_invalid'] }],
    ['', '0', { code: ['coupon_invalid'], discount: ['coupon_invalid'] }],
  ])('refuses code %p with discount %p: %p', (code, discount, errors) => {
    expect(checkNewCoupon(code, discount)).toEqual({ ok: false, errors });
  });
});
