import { eurosToCents } from './money';
import {
  hasAtMostOneDecimal,
  listPriceByPercent,
  originalPrice,
  salePriceCents,
  savePercent,
} from './pricing';

describe('salePriceCents', () => {
  it.each([
    [10_000, 0, 10_000],
    [10_000, 12.5, 8_750],
    [99, 12.5, 87], // 86.625 → 87, half up
    [1, 50, 1], // half a cent rounds up
    [3, 50, 2], // 1.5 → 2
    [12_900, 15, 10_965],
    [999, 33.3, 666], // 666.333
    [100_000_000, 90, 10_000_000],
  ])('%p cents at %p %% off cost %p cents', (list, discount, sale) => {
    expect(salePriceCents(list, discount)).toBe(sale);
  });
});

describe('listPriceByPercent', () => {
  it.each([
    [10_000, 10, 11_000],
    [10_000, -10, 9_000],
    [999, 5, 1_049], // 1048.95 → 1049
    [999, -2.5, 974], // 974.025 → 974
    [1, 50, 2], // 1.5 → 2
  ])('%p cents moved by %p %% is %p cents', (list, percent, moved) => {
    expect(listPriceByPercent(list, percent)).toBe(moved);
  });
});

describe('originalPrice', () => {
  it.each([
    [90, 10, 100],
    [899.1, 10, 999],
    [75, 25, 100],
    [33.33, 33, 49.75],
    [87.5, 12.5, 100],
    [109.65, 15, 129],
  ])('derives %p € at %p %% off from %p €', (price, discount, original) => {
    expect(originalPrice(price, discount)).toBe(original);
  });

  it.each([0, -5, 100])('shows no old price for a discount of %p', (discount) => {
    expect(originalPrice(50, discount)).toBeUndefined();
    expect(originalPrice(50, discount, 60)).toBeUndefined();
  });

  it('shows the old price the catalogue sent, not the one derived from the rounded price', () => {
    // 49.00 € at 12.5 % → 42.875 → 42.88 €, which derives back to 49.01 €.
    expect(originalPrice(42.88, 12.5)).toBe(49.01);
    expect(originalPrice(42.88, 12.5, 49)).toBe(49);
  });

  it('gives back the list price staff set, or a cent from it, for discounts up to 50 %', () => {
    for (let list = 100; list < 20_000; list += 37) {
      for (const discount of [5, 10, 12.5, 15, 20, 25, 30, 33.3, 40, 50]) {
        const sale = salePriceCents(list, discount) / 100;
        expect(Math.abs(eurosToCents(originalPrice(sale, discount)!) - list)).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('savePercent', () => {
  it('keeps the one decimal a discount has', () => {
    expect(savePercent(20)).toBe(20);
    expect(savePercent(12.5)).toBe(12.5);
  });

  it('shows nothing without a discount', () => {
    expect(savePercent(0)).toBeUndefined();
  });
});

describe('hasAtMostOneDecimal', () => {
  it.each([
    [12.5, true],
    [0, true],
    [90, true],
    [12.25, false],
    [0.1 + 0.2, false],
    [Number.NaN, false],
  ])('%p → %p', (value, expected) => {
    expect(hasAtMostOneDecimal(value)).toBe(expected);
  });
});
