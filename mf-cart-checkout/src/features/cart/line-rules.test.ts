import {
  acceptAvailable,
  clearStockError,
  decrementItem,
  incrementItem,
  lineTotal,
  removeItem,
} from './line-rules';
import { item } from './testing/cart-fixtures';

const quantities = (items: Array<{ product: { id: number }; quantity: number }>) =>
  items.map((line) => [line.product.id, line.quantity]);

describe('the quantity adjuster', () => {
  it('increments only up to the stock', () => {
    expect(quantities(incrementItem([item(1, 1, { stock: 2 })], 1)!)).toEqual([[1, 2]]);
    expect(incrementItem([item(1, 2, { stock: 2 })], 1)).toBeUndefined();
    expect(incrementItem([item(1)], 9)).toBeUndefined();
  });

  it('never goes past the 999 units the API takes', () => {
    expect(incrementItem([item(1, 999, { stock: 5000 })], 1)).toBeUndefined();
  });

  it('decrements, and removes the line at quantity 1', () => {
    expect(quantities(decrementItem([item(1, 3), item(2)], 1))).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(quantities(decrementItem([item(1, 1), item(2)], 1))).toEqual([[2, 1]]);
  });

  it('removes a line', () => {
    expect(quantities(removeItem([item(1), item(2), item(3)], 2))).toEqual([
      [1, 1],
      [3, 1],
    ]);
  });
});

describe('stock shortage on a line', () => {
  const short = { ...item(1, 3, { stock: 3 }), errorStockQuantity: 1 };

  it('clears the error and keeps the quantity', () => {
    expect(clearStockError([short], 1)).toEqual([{ ...short, errorStockQuantity: null }]);
  });

  it('on Accept takes the units available and clears the error', () => {
    expect(acceptAvailable([short], 1)).toEqual([
      { product: { ...short.product, stock: 1 }, quantity: 1, errorStockQuantity: null },
    ]);
  });

  it('on Accept with none available removes the line', () => {
    expect(acceptAvailable([{ ...short, errorStockQuantity: 0 }, item(2)], 1)).toEqual([item(2)]);
  });
});

describe('a line’s money', () => {
  it('totals a line without float noise', () => {
    expect(lineTotal(item(1, 3, { price: 0.1 }))).toBe(0.3);
  });
});
