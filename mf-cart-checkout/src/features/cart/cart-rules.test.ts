import { addProduct, cappedDiscount, cartLines, cartMoney, unitCount } from './cart-rules';
import { brief, item } from './testing/cart-fixtures';

const quantities = (items: Array<{ product: { id: number }; quantity: number }>) =>
  items.map((line) => [line.product.id, line.quantity]);

describe('adding a product (docs/spec.md §4)', () => {
  it('adds a new product with one unit when its stock is above 0', () => {
    const { items, outcome } = addProduct([], brief(1, { stock: 1 }));
    expect(outcome).toBe('added');
    expect(items).toEqual([{ product: brief(1, { stock: 1 }), quantity: 1, errorStockQuantity: null }]);
  });

  it('refuses a new product without stock', () => {
    expect(addProduct([item(2)], brief(1, { stock: 0 }))).toEqual({
      items: [item(2)],
      outcome: 'out-of-stock',
    });
  });

  it('adds one more unit of a product already in the cart while quantity + 1 does not exceed the stock', () => {
    const { items, outcome } = addProduct([item(1, 2, { stock: 3 })], brief(1, { stock: 3 }));
    expect(outcome).toBe('incremented');
    expect(quantities(items)).toEqual([[1, 3]]);
    expect(addProduct(items, brief(1, { stock: 3 })).outcome).toBe('stock-limit');
  });

  it('takes the fresher copy of the product it is given, and its stock', () => {
    const { items, outcome } = addProduct([item(1, 2, { stock: 9 })], brief(1, { stock: 2, price: 40 }));
    expect(outcome).toBe('stock-limit');
    expect(items[0]!.quantity).toBe(2);
    const grown = addProduct([item(1, 2, { stock: 2 })], brief(1, { stock: 5, price: 40 }));
    expect(grown.items[0]).toMatchObject({ quantity: 3, product: { stock: 5, price: 40 } });
  });
});

describe('counts for the header and the catalogue', () => {
  it('counts units and lists each product’s quantity', () => {
    const items = [item(1, 2), item(5, 3)];
    expect(unitCount(items)).toBe(5);
    expect(cartLines(items)).toEqual([
      { productId: 1, quantity: 2 },
      { productId: 5, quantity: 3 },
    ]);
  });
});

describe('money (docs/spec.md §4, §9)', () => {
  it('totals in cents: subTotal, discountAmount = subTotal × discount / 100 rounded once, finalPrice', () => {
    // 19.99 × 3 = 59.97; 15 % = 8.9955 → 9.00
    expect(cartMoney([item(1, 3, { price: 19.99 })], 15)).toEqual({
      subTotal: 59.97,
      discountAmount: 9,
      finalPrice: 50.97,
    });
    // per line 3 × 0.45 would be 1.35; once: 1.34
    expect(
      cartMoney(
        [item(1, 1, { price: 0.99 }), item(2, 1, { price: 0.99 }), item(3, 1, { price: 0.99 })],
        45.25,
      ),
    ).toEqual({ subTotal: 2.97, discountAmount: 1.34, finalPrice: 1.63 });
  });

  it('adds up prices without float noise', () => {
    expect(cartMoney([item(1, 1, { price: 0.1 }), item(2, 1, { price: 0.2 })], 0).subTotal).toBe(0.3);
  });

  it('caps a coupon at 100/2.21 percent (45.25) and reads none as 0', () => {
    expect(cappedDiscount(45.25)).toBe(45.25);
    expect(cappedDiscount(60)).toBe(45.25);
    expect(cappedDiscount(100 / 2.21)).toBe(45.25);
    expect(cappedDiscount(undefined)).toBe(0);
    expect(cappedDiscount(-5)).toBe(0);
    expect(cartMoney([item(1, 1, { price: 1000 })], 80)).toEqual({
      subTotal: 1000,
      discountAmount: 452.5,
      finalPrice: 547.5,
    });
  });
});
