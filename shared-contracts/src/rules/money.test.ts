import { centsToEuros, eurosToCents, hasAtMostTwoDecimals } from './money';

describe('eurosToCents', () => {
  it.each([
    [0, 0],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [4.35, 435],
    [1.005, 101],
    [19.999, 2000],
    [9.994999, 999],
    [1289, 128900],
    [2349.9, 234990],
    [-12.345, -1235],
    [1e-7, 0],
  ])('%p € is %p cents', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  it('sums in cents without drift where floats drift', () => {
    const prices = [0.1, 0.2, 19.99, 5.01];
    expect(prices.reduce((sum, price) => sum + price, 0)).toBe(25.299999999999997);
    expect(centsToEuros(prices.reduce((sum, price) => sum + eurosToCents(price), 0))).toBe(25.3);
  });

  it.each([Number.NaN, Infinity, 1e21, 1e17])('refuses %p', (euros) => {
    expect(() => eurosToCents(euros)).toThrow(RangeError);
  });
});

describe('centsToEuros', () => {
  it.each([
    [0, 0],
    [30, 0.3],
    [1999, 19.99],
    [128900, 1289],
    [99.5, 1],
    [-1235, -12.35],
  ])('%p cents is %p €', (cents, euros) => {
    expect(centsToEuros(cents)).toBe(euros);
  });

  it('round-trips every amount with two decimals', () => {
    for (let cents = 0; cents <= 200_000; cents += 7) {
      expect(eurosToCents(centsToEuros(cents))).toBe(cents);
    }
  });
});

describe('hasAtMostTwoDecimals', () => {
  it.each([
    [19.99, true],
    [45.25, true],
    [10, true],
    [0.1 + 0.2, false],
    [45.248, false],
    [100 / 2.21, false],
    // Too large to count in cents: an answer, not a RangeError (a request's total of 2^53 + 2 was a 500).
    [2 ** 53 + 2, false],
    [1e21, false],
    [Number.NaN, false],
  ])('%p → %p', (value, expected) => {
    expect(hasAtMostTwoDecimals(value)).toBe(expected);
  });
});
