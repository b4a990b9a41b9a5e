import { SANDBOX_TEST_CARDS } from 'shared-contracts';
import { fillCart, finalPriceOf, stockedProducts } from '../../testing/checkout';
import { postJson } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerUser } from '../../testing/users';
import { payThroughFlow } from './testing/payment-flow';

// The payment takes out of the customer's server cart what the order bought, and only that:
// a line added in another tab after the checkout started, or more units of a bought product,
// stay in the cart to be bought later.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop?.close());

const FRICTIONLESS = { number: SANDBOX_TEST_CARDS.frictionless.VISA, scheme: 'VISA' } as const;

const stockOf = async (ids: readonly number[]) =>
  (await shop.db.selectFrom('products').select(['id', 'stock']).where('id', 'in', ids).execute()).reduce<
    Record<number, number>
  >((stock, row) => ({ ...stock, [row.id]: row.stock }), {});

it('keeps the lines and units added after the checkout started, and takes out the ones bought', async () => {
  const user = await registerUser(shop.app);
  const [kept, bought, raised] = await stockedProducts(shop.db, 3, { minStock: 10 });
  const checkedOut = [
    { ...bought!, quantity: 1 },
    { ...raised!, quantity: 2 },
  ];
  await fillCart(shop.app, user, checkedOut);
  const started = await postJson(
    shop.app,
    '/api/checkout/initialize',
    { user_id: user.userId, discount_code: null, final_price: finalPriceOf(checkedOut) },
    user.auth,
  );
  expect(started.status).toBe(201);
  const order = await shop.db
    .selectFrom('orders')
    .select(['id', 'code', 'total_cents as totalCents'])
    .where('code', '=', started.body.code)
    .executeTakeFirstOrThrow();

  // Another tab, while the first pays: a new line, and 3 more units of a line being bought.
  await fillCart(shop.app, user, [
    { id: kept!.id, quantity: 4 },
    { id: raised!.id, quantity: 5 },
  ]);
  const before = await stockOf([kept!.id, bought!.id, raised!.id]);

  const paid = await payThroughFlow(shop.app, user, order, FRICTIONLESS);
  expect(paid.authorization).toEqual({ status: 200, body: { status: 'success' } });

  // Charged and taken: the order's lines only.
  expect(await stockOf([kept!.id, bought!.id, raised!.id])).toEqual({
    [kept!.id]: before[kept!.id],
    [bought!.id]: before[bought!.id]! - 1,
    [raised!.id]: before[raised!.id]! - 2,
  });
  const cart = await postJson(shop.app, '/api/cart/user_cart', { user_id: user.userId }, user.auth);
  expect(cart.status).toBe(200);
  const lines = (cart.body.products as { id: number; quantity: number }[]).map(({ id, quantity }) => ({
    id,
    quantity,
  }));
  expect(lines).toEqual(
    expect.arrayContaining([
      { id: kept!.id, quantity: 4 },
      { id: raised!.id, quantity: 3 },
    ]),
  );
  expect(lines).toHaveLength(2);
});
