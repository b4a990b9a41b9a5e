import { itemsFromServer, markShortLines, mergeCarts, refreshProducts } from './server-lines';
import { brief, item, serverLine } from './testing/cart-fixtures';

const quantities = (items: Array<{ product: { id: number }; quantity: number }>) =>
  items.map((line) => [line.product.id, line.quantity]);

describe('the server’s word on the lines', () => {
  it('marks the short lines with the units available, and their stock', () => {
    const marked = markShortLines([item(1, 3), item(2)], new Map([[1, 1]]));
    expect(marked[0]).toMatchObject({ quantity: 3, errorStockQuantity: 1, product: { stock: 1 } });
    expect(marked[1]).toEqual(item(2));
  });

  it('reads a server line whose quantity the stock no longer covers as short', () => {
    expect(itemsFromServer([serverLine(1, 4, { stock: 2 }), serverLine(2, 1)])).toEqual([
      { product: brief(1, { stock: 2 }), quantity: 4, errorStockQuantity: 2 },
      item(2),
    ]);
  });

  it('puts fresher products in place, keeping quantities', () => {
    expect(refreshProducts([item(1, 2), item(2)], [brief(1, { price: 30 }), brief(7)])).toEqual([
      item(1, 2, { price: 30 }),
      item(2),
    ]);
  });
});

describe('merging the visitor’s cart into the customer’s at sign-in', () => {
  it('sums the quantities of a product on both, capped at the stock, and adds the visitor’s others', () => {
    const server = [item(1, 2, { stock: 10 }), item(2, 1, { stock: 3 })];
    const visitor = [item(2, 5, { stock: 9 }), item(3, 2), item(1, 1)];
    const { items, changes } = mergeCarts(visitor, server);
    expect(quantities(items)).toEqual([
      [1, 3],
      [2, 3],
      [3, 2],
    ]);
    expect(changes).toEqual([
      { productId: 2, amount: 3 },
      { productId: 3, amount: 2 },
      { productId: 1, amount: 3 },
    ]);
  });

  it('sends nothing for a line already at its stock on the server, nor for a product without stock', () => {
    const { items, changes } = mergeCarts([item(1), item(4, 2, { stock: 0 })], [item(1, 2, { stock: 2 })]);
    expect(quantities(items)).toEqual([[1, 2]]);
    expect(changes).toEqual([]);
  });

  it('keeps the server cart as it is when the visitor’s is empty', () => {
    expect(mergeCarts([], [item(1, 2)])).toEqual({ items: [item(1, 2)], changes: [] });
  });
});
