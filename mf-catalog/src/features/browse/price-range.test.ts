import {
  clampPrice,
  clampRange,
  isApplicableRange,
  parsePriceEntry,
  priceBounds,
  sameRange,
} from './price-range';

describe('priceBounds', () => {
  it('falls back to 0 to 1,000,000 when the listing gave no info', () => {
    expect(priceBounds(undefined)).toEqual({ min: 0, max: 1_000_000 });
  });

  it('floors the minimum and rounds the maximum up', () => {
    expect(priceBounds({ price_min: 29.99, price_max: 189.01 })).toEqual({ min: 29, max: 190 });
    expect(priceBounds({ price_min: 15, price_max: 120 })).toEqual({ min: 15, max: 120 });
  });

  it('never gives a maximum under the minimum', () => {
    expect(priceBounds({ price_min: 0, price_max: 0 })).toEqual({ min: 0, max: 0 });
  });
});

describe('parsePriceEntry', () => {
  it.each([
    ['120', 120],
    [' 45 ', 45],
    ['12,5', 12.5],
    ['12.50', 12.5],
    ['99 €', 99],
  ])('reads %p as %p', (text, value) => {
    expect(parsePriceEntry(text)).toBe(value);
  });

  it.each(['', 'abc', '12a', '-5', '1e3', '--', '1.2.3'])('ignores the non-numeric entry %p', (text) => {
    expect(parsePriceEntry(text)).toBeUndefined();
  });
});

describe('clamping to the bounds', () => {
  const bounds = { min: 29, max: 190 };

  it.each([
    [10, 29],
    [29, 29],
    [100, 100],
    [190, 190],
    [5000, 190],
  ])('clamps %p to %p', (value, clamped) => {
    expect(clampPrice(value, bounds)).toBe(clamped);
  });

  it('clamps both ends of a range', () => {
    expect(clampRange({ min: 0, max: 1_000_000 }, bounds)).toEqual(bounds);
  });
});

describe('isApplicableRange', () => {
  it('applies a range only when min is not above max', () => {
    expect(isApplicableRange({ min: 50, max: 100 })).toBe(true);
    expect(isApplicableRange({ min: 100, max: 100 })).toBe(true);
    expect(isApplicableRange({ min: 101, max: 100 })).toBe(false);
  });
});

describe('sameRange', () => {
  it('compares both ends', () => {
    expect(sameRange({ min: 1, max: 2 }, { min: 1, max: 2 })).toBe(true);
    expect(sameRange({ min: 1, max: 2 }, { min: 1, max: 3 })).toBe(false);
    expect(sameRange(undefined, undefined)).toBe(true);
    expect(sameRange(undefined, { min: 1, max: 2 })).toBe(false);
  });
});
