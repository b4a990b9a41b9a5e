import { InitializeCheckoutAnswerSchema, OrderCodeSchema } from 'shared-contracts';
import { createCoupon, fillCart, finalPriceOf, stockedProducts } from '../../testing/checkout';
import { postJson } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createStaffUser, registerUser, type TestUser } from '../../testing/users';

// POST /checkout/initialize and POST /order/current_code (docs/spec.md §4 Checkout start, §7):
// the customer's server-side cart becomes an order in PAYMENT, priced by the server only.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const initialize = (user: TestUser, body: object, headers: Record<string, string> = {}) =>
  postJson(t.app, '/api/checkout/initialize', body, { ...user.auth, ...headers });
const currentCode = (user: TestUser) =>
  postJson(t.app, '/api/order/current_code', { user_id: user.userId }, user.auth);

const ordersOf = (userId: number) =>
  t.db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id').execute();

/** A customer with two products in the server cart: 2 of the first, 1 of the second. */
async function customerWithCart(offset = 0) {
  const user = await registerUser(t.app);
  const [a, b] = await stockedProducts(t.db, 2, { offset });
  const lines = [
    { ...a!, quantity: 2 },
    { ...b!, quantity: 1 },
  ];
  await fillCart(t.app, user, lines);
  return { user, lines };
}

describe('POST /checkout/initialize', () => {
  it('places an order in PAYMENT with the cart’s lines at the server’s prices and answers its code (201)', async () => {
    const { user, lines } = await customerWithCart();
    const answer = await initialize(user, {
      user_id: String(user.userId),
      discount_code: null,
      final_price: finalPriceOf(lines),
    });
    expect(answer.status).toBe(201);
    const { code } = InitializeCheckoutAnswerSchema.parse(answer.body);
    expect(OrderCodeSchema.parse(code)).toBe(code);

    const [order, ...others] = await ordersOf(user.userId);
    expect(others).toEqual([]);
    const subtotal = lines.reduce((sum, line) => sum + line.price_cents * line.quantity, 0);
    expect(order).toMatchObject({
      code,
      status: 'PAYMENT',
      paid_at: null,
      subtotal_cents: subtotal,
      discount_cents: 0,
      total_cents: subtotal,
      coupon_code: null,
      guest_token_hash: null,
      delivery_method: null,
    });
    const orderLines = await t.db
      .selectFrom('order_lines')
      .select(['product_id', 'unit_price_cents', 'quantity'])
      .where('order_id', '=', order!.id)
      .orderBy('id')
      .execute();
    expect(orderLines).toEqual(
      lines.map((line) => ({
        product_id: line.id,
        unit_price_cents: line.price_cents,
        quantity: line.quantity,
      })),
    );
    // The cart stays: the payment takes out of it what the order bought.
    const cart = await postJson(t.app, '/api/cart/user_cart', { user_id: user.userId }, user.auth);
    expect(cart.body.products).toHaveLength(2);
    expect(await currentCode(user)).toEqual({ status: 200, body: { code } });
  });

  it('applies the coupon from the coupons table, capped at 45.25 %', async () => {
    const { user, lines } = await customerWithCart();
    const code = await createCoupon(t.db, 6000);
    expect(
      (
        await initialize(user, {
          user_id: user.userId,
          discount_code: code,
          final_price: finalPriceOf(lines, 60),
        })
      ).status,
    ).toBe(409);
    const answer = await initialize(user, {
      user_id: user.userId,
      discount_code: code.toLowerCase(),
      final_price: finalPriceOf(lines, 45.25),
    });
    expect(answer.status).toBe(201);
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('code', '=', answer.body.code)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ coupon_code: code, coupon_discount_bp: 4525 });
    expect(order.total_cents / 100).toBe(finalPriceOf(lines, 45.25));
  });

  it('refuses a final price that is not the server’s (409 final_price) and places nothing', async () => {
    const { user, lines } = await customerWithCart();
    const tampered = Math.round(finalPriceOf(lines) * 50) / 100;
    expect(
      await initialize(user, { user_id: user.userId, discount_code: null, final_price: tampered }),
    ).toEqual({
      status: 409,
      body: { errors: { final_price: ['El total ha cambiado; revisa tu carro'] } },
    });
    expect(
      (
        await initialize(user, {
          user_id: user.userId,
          discount_code: 'MAXIMO',
          final_price: finalPriceOf(lines),
        })
      ).body,
    ).toEqual({ errors: { final_price: ['El total ha cambiado; revisa tu carro'] } });
    expect(await ordersOf(user.userId)).toEqual([]);
    expect(await currentCode(user)).toEqual({ status: 200, body: { code: null } });
  });

  it('refuses an unknown coupon (404) and an expired one (410) under discount_code', async () => {
    const { user, lines } = await customerWithCart();
    const body = { user_id: user.userId, final_price: finalPriceOf(lines) };
    expect(await initialize(user, { ...body, discount_code: 'NOEXISTE' })).toEqual({
      status: 404,
      body: { errors: { discount_code: ['El código NOEXISTE no es válido'] } },
    });
    const expired = await createCoupon(t.db, 1000, new Date(Date.now() - 1000));
    expect(await initialize(user, { ...body, discount_code: expired }, { 'accept-language': 'en' })).toEqual({
      status: 410,
      body: { errors: { discount_code: [`The code ${expired} has expired`] } },
    });
    expect(await ordersOf(user.userId)).toEqual([]);
  });

  it('refuses a cart with a line the stock no longer covers (409 stock.<id>)', async () => {
    const { user, lines } = await customerWithCart(20);
    const short = lines[0]!;
    await t.db.updateTable('products').set({ stock: 1 }).where('id', '=', short.id).execute();
    expect(
      await initialize(user, { user_id: user.userId, discount_code: null, final_price: finalPriceOf(lines) }),
    ).toEqual({ status: 409, body: { errors: { [`stock.${short.id}`]: ['No hay 2 disponibles'] } } });
    expect(await ordersOf(user.userId)).toEqual([]);
  });

  it('prices the order at today’s prices, not those the cart kept', async () => {
    const { user, lines } = await customerWithCart(24);
    const repriced = lines[1]!;
    await t.db
      .updateTable('products')
      .set({ price_cents: repriced.price_cents + 100 })
      .where('id', '=', repriced.id)
      .execute();
    const body = { user_id: user.userId, discount_code: null };
    expect((await initialize(user, { ...body, final_price: finalPriceOf(lines) })).status).toBe(409);
    const now = lines.map((line) =>
      line === repriced ? { ...line, price_cents: line.price_cents + 100 } : line,
    );
    expect((await initialize(user, { ...body, final_price: finalPriceOf(now) })).status).toBe(201);
  });

  it('refuses an empty cart (409 cart)', async () => {
    const user = await registerUser(t.app);
    expect(await initialize(user, { user_id: user.userId, discount_code: null, final_price: 0 })).toEqual({
      status: 409,
      body: { errors: { cart: ['Tu carro está vacío'] } },
    });
  });

  it('starts one checkout at a time: a new initialize replaces the abandoned order', async () => {
    const { user, lines } = await customerWithCart();
    const body = { user_id: user.userId, discount_code: null, final_price: finalPriceOf(lines) };
    const first = await initialize(user, body);
    const second = await initialize(user, body);
    expect(second.status).toBe(201);
    expect(second.body.code).not.toBe(first.body.code);
    expect((await ordersOf(user.userId)).map((order) => order.code)).toEqual([second.body.code]);
    expect((await currentCode(user)).body).toEqual({ code: second.body.code });
  });
  it('two initializes at once (two tabs) leave one order under checkout', async () => {
    const { user, lines } = await customerWithCart();
    const body = { user_id: user.userId, discount_code: null, final_price: finalPriceOf(lines) };
    const answers = await Promise.all([
      initialize(user, body),
      initialize(user, body),
      initialize(user, body),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const remaining = (await ordersOf(user.userId)).map((order) => order.code);
    expect(remaining).toHaveLength(1);
    expect(answers.map((answer) => answer.body.code)).toContain(remaining[0]);
    expect((await currentCode(user)).body).toEqual({ code: remaining[0] });
  });
});

describe('who may start a checkout', () => {
  it('401 without a token, 403 for another customer’s user_id or a staff token, 404 for an unknown user', async () => {
    const { user, lines } = await customerWithCart();
    const other = await registerUser(t.app);
    const body = { user_id: user.userId, discount_code: null, final_price: finalPriceOf(lines) };
    expect(await postJson(t.app, '/api/checkout/initialize', body)).toEqual({
      status: 401,
      body: { errors: { auth: ['Invalid token'] } },
    });
    expect((await initialize(other, body)).status).toBe(403);
    expect((await initialize(user, { ...body, user_id: 999999 })).status).toBe(404);
    const staff = await createStaffUser(t.app, t.db);
    expect((await initialize(staff, body)).status).toBe(403);
    expect(await ordersOf(user.userId)).toEqual([]);

    expect((await postJson(t.app, '/api/order/current_code', { user_id: user.userId })).status).toBe(401);
    expect(
      (await postJson(t.app, '/api/order/current_code', { user_id: user.userId }, other.auth)).status,
    ).toBe(403);
  });
});
