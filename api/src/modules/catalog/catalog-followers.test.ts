import { SANDBOX_TEST_CARDS } from 'shared-contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerUser } from '../../testing/users';
import { orderInPayment, payThroughFlow } from '../payments/testing/payment-flow';
import { type CatalogChange } from './catalog-changes';
import { type CatalogFollower } from './catalog.module';

// What else keeps something made from the catalogue (the shop's server-rendered pages) is
// told of its changes as the API's own caches are: a sale's change before it commits (held
// until its notice), and every committed change, whoever wrote it.

const FRICTIONLESS = { number: SANDBOX_TEST_CARDS.frictionless.VISA, scheme: 'VISA' } as const;

const events: string[] = [];
const follower: CatalogFollower = {
  hold: (tags) => events.push(`hold ${tags.join(' ')}`),
  release: (tags) => events.push(`release ${tags.join(' ')}`),
  apply: (change: CatalogChange) =>
    events.push(change.all ? 'apply all' : `apply products ${change.productIds.join(' ')}`),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { catalogFollowers: [follower] });
});
afterAll(() => t?.close());
beforeEach(() => events.splice(0));

/** The events once `done` holds of them, or after a second. */
async function eventsWhen(done: (seen: string[]) => boolean): Promise<string[]> {
  const deadline = Date.now() + 1000;
  while (!done(events) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  return [...events];
}

describe('a catalogue follower', () => {
  it("is told of a sale's change before it commits, then of the change committed", async () => {
    const user = await registerUser(t.app);
    const order = await orderInPayment(t.db, user, { products: 1, offset: 45, stock: 7 });
    const productId = order.lines[0]!.productId;
    const productTag = `product:${productId}`;
    // The order's stock, written for the test, is a change of its own: its notice first.
    await eventsWhen((now) => now.includes(`apply products ${productId}`));
    events.splice(0);
    const paid = await payThroughFlow(t.app, user, order, FRICTIONLESS);
    expect(paid.authorization?.status).toBe(200);
    const seen = await eventsWhen((now) => now.some((event) => event.startsWith('release')));
    const held = seen.findIndex((event) => event.startsWith('hold') && event.includes(productTag));
    const applied = seen.indexOf(`apply products ${productId}`);
    const released = seen.findIndex((event) => event.startsWith('release') && event.includes(productTag));
    expect(held).toBe(0);
    expect(applied).toBeGreaterThan(held);
    expect(released).toBeGreaterThan(applied);
  });

  it('is told of a change written behind the API, by its notice', async () => {
    await t.db
      .updateTable('products')
      .set((eb) => ({ price_cents: eb('price_cents', '+', 100) }))
      .where('id', '=', 12)
      .execute();
    expect(await eventsWhen((now) => now.includes('apply products 12'))).toContain('apply products 12');
  });
});
