import { storefrontPrice } from './storefront-price';

describe('the storefront’s price for a list price and a discount', () => {
  it('is the list price without a discount', () => {
    expect(storefrontPrice(120, 0)).toEqual({ price: 120, original: undefined, save: undefined });
  });

  it('takes the discount off to the cent, half up, and strikes the list price through', () => {
    expect(storefrontPrice(100, 12.5)).toEqual({ price: 87.5, original: 100, save: 12.5 });
    expect(storefrontPrice(0.99, 12.5)).toEqual({ price: 0.87, original: 0.99, save: 12.5 });
    // 42.875 → 42.88 €, which would derive back to 49.01 €.
    expect(storefrontPrice(49, 12.5)).toEqual({ price: 42.88, original: 49, save: 12.5 });
  });
});
