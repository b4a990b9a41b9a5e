import { cartTotals, percentToBasisPoints } from './cart-totals';
import { centsToEuros, eurosToCents } from './money';

const line = (euros: number, quantity: number) => ({ unitPriceCents: eurosToCents(euros), quantity });

describe('cartTotals (docs/spec.md §4, in cents)', () => {
  it.each([
    ['an empty cart', [], 0, [0, 0, 0]],
    ['no coupon', [line(1289, 1), line(45, 2)], 0, [137900, 0, 137900]],
    ['WELCOME10', [line(1289, 1), line(45, 2)], 10, [137900, 13790, 124110]],
    // 19.99 × 3 = 59.97; 15 % = 8.9955 → 9.00 (half away from zero, once)
    ['VERANO15 on a half cent', [line(19.99, 3)], 15, [5997, 900, 5097]],
    // 1000 × 45.25 % = 452.50 exactly
    ['MAXIMO (45.25 %)', [line(1000, 1)], 45.25, [100000, 45250, 54750]],
    // 0.99 × 45.25 % = 0.447975 → 0.45
    ['MAXIMO on a small line', [line(0.99, 1)], 45.25, [99, 45, 54]],
    // 2349 + 3 × 0.10 = 2349.30; 45.25 % = 1063.058… → 1063.06
    ['MAXIMO on several lines', [line(2349, 1), line(0.1, 3)], 45.25, [234930, 106306, 128624]],
    // 0.01 × 50 % = 0.005 → rounds up to 0.01, never to 0
    ['a half cent exactly', [line(0.01, 1)], 50, [1, 1, 0]],
    ['the whole price off', [line(12.34, 2)], 100, [2468, 2468, 0]],
  ])('%s', (_name, lines, discount, [subTotal, discountAmount, finalPrice]) => {
    expect(cartTotals(lines, discount)).toEqual({
      subTotalCents: subTotal,
      discountAmountCents: discountAmount,
      finalPriceCents: finalPrice,
    });
  });

  it('rounds once, on the subtotal, not per line', () => {
    // Per line: 3 × round(0.99 × 45.25 %) = 3 × 0.45 = 1.35; once: round(2.97 × 45.25 %) = 1.34
    const totals = cartTotals([line(0.99, 1), line(0.99, 1), line(0.99, 1)], 45.25);
    expect(totals.discountAmountCents).toBe(134);
    expect(centsToEuros(totals.finalPriceCents)).toBe(1.63);
  });

  it('keeps subtotal = discount + final price for every cart', () => {
    for (let cents = 0; cents < 5000; cents += 13) {
      const { subTotalCents, discountAmountCents, finalPriceCents } = cartTotals(
        [{ unitPriceCents: cents, quantity: 3 }],
        45.25,
      );
      expect(discountAmountCents + finalPriceCents).toBe(subTotalCents);
      expect(discountAmountCents).toBeLessThanOrEqual(subTotalCents);
    }
  });

  it.each([
    ['a fraction of a cent', [{ unitPriceCents: 1.5, quantity: 1 }], 0],
    ['a negative quantity', [{ unitPriceCents: 100, quantity: -1 }], 0],
    ['a negative discount', [line(10, 1)], -5],
    ['a discount above 100', [line(10, 1)], 100.01],
    ['a discount with three decimals', [line(10, 1)], 100 / 2.21],
  ])('refuses %s', (_name, lines, discount) => {
    expect(() => cartTotals(lines, discount)).toThrow(RangeError);
  });
});

describe('percentToBasisPoints', () => {
  it.each([
    [0, 0],
    [10, 1000],
    [45.25, 4525],
    [0.01, 1],
  ])('%p % is %p basis points', (percent, basisPoints) => {
    expect(percentToBasisPoints(percent)).toBe(basisPoints);
  });
});
