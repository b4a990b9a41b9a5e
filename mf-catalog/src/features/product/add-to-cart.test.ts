import { createBus } from 'shared-contracts';
import { productDetail } from '../../shared/testing/fixtures';
import { canAddToCart, quantityInCart, requestAddToCart } from './add-to-cart';

describe('add to cart', () => {
  it('reads the quantity already in the cart', () => {
    const lines = [
      { productId: 3, quantity: 2 },
      { productId: 5, quantity: 1 },
    ];
    expect(quantityInCart(lines, 3)).toBe(2);
    expect(quantityInCart(lines, 9)).toBe(0);
    expect(quantityInCart(undefined, 3)).toBe(0);
  });

  it.each([
    [0, 0, false],
    [1, 0, true],
    [3, 2, true],
    [3, 3, false],
    [2, 5, false],
  ])('with stock %p and %p in the cart, can add: %p', (stock, inCart, expected) => {
    expect(canAddToCart(stock, inCart)).toBe(expected);
  });

  it('sends the typed command with the product’s short form', () => {
    const bus = createBus();
    const seen: unknown[] = [];
    bus.on('cart.add-requested').subscribe((command) => seen.push(command));
    requestAddToCart(bus, productDetail(4, { price: 90, discount: 10, stock: 6 }));
    expect(seen).toEqual([
      {
        product: { id: 4, name: 'Jarrón 4', price: 90, discount: 10, stock: 6, image: '/images/p4-a.svg' },
      },
    ]);
  });
});
