import { createBus } from 'shared-contracts';
import { productDetail } from 'remote-kit/testing';
import {
  ADD_TO_CART_TIMEOUT_MS,
  addAnswerMessageKey,
  canAddToCart,
  quantityInCart,
  requestAddToCart,
} from './add-to-cart';

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

  it('sends the typed command with the product’s short form and returns the cart’s answer', async () => {
    const bus = createBus();
    const seen: unknown[] = [];
    bus.handle('cart.add-requested', (command) => {
      seen.push(command);
      bus.publish('cart.add-completed', {
        correlationId: command.correlationId,
        productId: 4,
        added: true,
        quantity: 1,
      });
    });
    const product = productDetail(4, { price: 90, discount: 10, old_price: 100, stock: 6 });
    const outcome = await requestAddToCart(bus, product);
    expect(seen).toEqual([
      {
        correlationId: expect.any(String),
        product: {
          id: 4,
          name: 'Jarrón 4',
          price: 90,
          discount: 10,
          old_price: 100,
          stock: 6,
          image: '/images/p4-a.svg',
        },
      },
    ]);
    expect(outcome).toMatchObject({ kind: 'answered', answer: { added: true, quantity: 1 } });
  });

  it.each([
    [{ added: true, quantity: 1 }, 'product.added'],
    [{ added: false, quantity: 0, reason: 'out_of_stock' as const }, 'product.outOfStock'],
    [{ added: false, quantity: 2, reason: 'stock_limit' as const }, 'product.stockLimit'],
    [{ added: false, quantity: 0 }, 'product.notAdded'],
  ])('tells the answer %p with %p', (answer, key) => {
    expect(addAnswerMessageKey({ correlationId: 'c-1', productId: 4, ...answer })).toBe(key);
  });

  it('gives up after the timeout when no cart service answers', async () => {
    jest.useFakeTimers();
    const outcome = requestAddToCart(createBus(), productDetail(4));
    jest.advanceTimersByTime(ADD_TO_CART_TIMEOUT_MS);
    expect(await outcome).toEqual({ kind: 'timeout' });
    jest.useRealTimers();
  });
});
