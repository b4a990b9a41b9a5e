import { expectServiceWiresApiBase } from 'remote-kit/testing';
import { getBus } from 'shared-contracts';
import { start } from './service';

describe('the mf-cart-checkout service', () => {
  it('points this bundle’s API client at the base the shell gives, and stops cleanly', () =>
    expectServiceWiresApiBase(start));

  it('starts the cart service: the cart’s lines and count are published, and add-to-cart is answered until it stops', async () => {
    const bus = getBus();
    const stop = start({ bus, apiBaseUrl: '/api' });
    expect(bus.current('cart.lines')).toEqual([]);
    expect(bus.current('cart.count')).toBe(0);
    const product = { id: 4, name: 'Jarrón', price: 45, discount: 0, stock: 2, image: '/images/p4.svg' };
    await expect(
      bus.request('cart.add-requested', { product }, { timeoutMs: 10_000 }),
    ).resolves.toMatchObject({
      kind: 'answered',
      answer: { productId: 4, added: true, quantity: 1 },
    });
    stop();
    await expect(bus.request('cart.add-requested', { product }, { timeoutMs: 50 })).resolves.toEqual({
      kind: 'timeout',
    });
  });
});
