import {
  clampPrice,
  clampRange,
  fitRange,
  formatPriceEntry,
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
    ['120', 'es-ES', 120],
    [' 45 ', 'es-ES', 45],
    ['1.500', 'es-ES', 1500],
    ['1.289,50', 'es-ES', 1289.5],
    ['12,5', 'es-ES', 12.5],
    ['99 €', 'es-ES', 99],
    ['1,500', 'en-US', 1500],
    ['1,500.5', 'en-US', 1500.5],
    ['12.50', 'en-US', 12.5],
    ['1500', 'en-US', 1500],
  ] as const)('reads %p in %s as %p', (text, language, value) => {
    expect(parsePriceEntry(text, language)).toBe(value);
  });

  it.each(['', 'abc', '12a', '-5', '1e3', '--', '1.2.3', '1.50'])(
    'ignores the entry %p in Castellano',
    (text) => {
      expect(parsePriceEntry(text, 'es-ES')).toBeUndefined();
    },
  );

  it.each(['abc', '-5', '1,50', '1.289,50'])('ignores the entry %p in English', (text) => {
    expect(parsePriceEntry(text, 'en-US')).toBeUndefined();
  });
});

describe('formatPriceEntry', () => {
  it('writes a price as the language does, and reads it back', () => {
    expect(formatPriceEntry(1500, 'es-ES')).toBe('1.500');
    expect(formatPriceEntry(1500, 'en-US')).toBe('1,500');
    expect(parsePriceEntry(formatPriceEntry(2349, 'es-ES'), 'es-ES')).toBe(2349);
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

describe('fitRange', () => {
  const bounds = { min: 49, max: 2349 };

  it.each([
    [
      { min: 100, max: 900 },
      { min: 100, max: 900 },
    ],
    [
      { min: 0, max: 900 },
      { min: 49, max: 900 },
    ],
    [
      { min: 2000, max: 4000 },
      { min: 2000, max: 2349 },
    ],
    [
      { min: 0, max: 10_000 },
      { min: 49, max: 2349 },
    ],
    [
      { min: 2349, max: 4000 },
      { min: 2349, max: 2349 },
    ],
  ])('keeps the part of %p inside the bounds: %p', (range, fitted) => {
    expect(fitRange(range, bounds)).toEqual(fitted);
  });

  it.each([[{ min: 3000, max: 4000 }], [{ min: 0, max: 48 }]])(
    'drops %p, which does not meet the bounds',
    (range) => {
      expect(fitRange(range, bounds)).toBeUndefined();
    },
  );
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
