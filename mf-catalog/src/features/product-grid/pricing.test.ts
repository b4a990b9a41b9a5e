import { originalPrice, savePercent } from './pricing';

describe('originalPrice', () => {
  it.each([
    [90, 10, 100],
    [899.1, 10, 999],
    [75, 25, 100],
    [33.33, 33, 49.75],
  ])('derives %p € at %p%% off from %p €', (price, discount, original) => {
    expect(originalPrice(price, discount)).toBe(original);
  });

  it.each([0, -5, 100])('shows no old price for a discount of %p', (discount) => {
    expect(originalPrice(50, discount)).toBeUndefined();
  });
});

describe('savePercent', () => {
  it('rounds the percent to a whole number', () => {
    expect(savePercent(20)).toBe(20);
    expect(savePercent(12.6)).toBe(13);
  });

  it('shows nothing without a discount', () => {
    expect(savePercent(0)).toBeUndefined();
  });
});
