import { apiClient } from 'remote-kit';
import { defineCall, getBus } from 'shared-contracts';
import { z } from 'zod';
import { start } from './service';

const healthCall = defineCall({
  method: 'GET',
  path: '/health',
  auth: 'none',
  summary: 'Whether the API is up, for this test',
  tag: 'test',
  answer: z.object({ status: z.literal('ok') }),
  errors: [],
});

describe('the mf-cart-checkout service', () => {
  it('points this bundle’s API client at the base the shell gives, and stops cleanly', async () => {
    // jsdom has no fetch: an answer with what the client reads of one.
    const fetch = jest.fn(
      async () => ({ ok: true, status: 200, text: async () => '{"status":"ok"}' }) as Response,
    );
    const pageFetch = globalThis.fetch;
    globalThis.fetch = fetch;
    const stop = start({ bus: getBus(), apiBaseUrl: 'https://shop.example/api' });
    await expect(apiClient().call(healthCall, {})).resolves.toMatchObject({ kind: 'ok' });
    expect(fetch).toHaveBeenCalledWith('https://shop.example/api/health', expect.anything());
    expect(() => stop()).not.toThrow();
    globalThis.fetch = pageFetch;
  });

  it('starts the cart service: the cart’s lines and count are published, and add-to-cart is answered until it stops', async () => {
    const bus = getBus();
    const stop = start({ bus, apiBaseUrl: '/api' });
    expect(bus.current('cart.lines')).toEqual([]);
    expect(bus.current('cart.count')).toBe(0);
    const product = { id: 4, name: 'Jarrón', price: 45, discount: 0, stock: 2, image: '/images/p4.svg' };
    await expect(bus.request('cart.add-requested', { product }, { timeoutMs: 500 })).resolves.toMatchObject({
      kind: 'answered',
      answer: { productId: 4, added: true, quantity: 1 },
    });
    stop();
    await expect(bus.request('cart.add-requested', { product }, { timeoutMs: 50 })).resolves.toEqual({
      kind: 'timeout',
    });
  });
});
