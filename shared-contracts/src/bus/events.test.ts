import { busEvents } from './events';

describe("'cart.add-completed'", () => {
  const schema = busEvents['cart.add-completed'].schema;
  const answer = { correlationId: 'c-1', productId: 4, added: false, quantity: 0 };

  it.each([
    ['an answer without a reason (an older cart service)', answer, true],
    ['a refusal for a product without stock', { ...answer, reason: 'out_of_stock' }, true],
    ['a refusal with all the stock in the cart', { ...answer, quantity: 3, reason: 'stock_limit' }, true],
    ['a reason the contract does not name', { ...answer, reason: 'sync_failed' }, false],
  ])('takes %s: %p', (_name, payload, valid) => {
    expect(schema.safeParse(payload).success).toBe(valid);
  });
});
