import { UserOrderAnswerSchema } from 'shared-contracts';
import { createTestOrder } from '../../testing/orders';
import { getJson, postJson } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerUser, type TestUser } from '../../testing/users';

// POST /checkout/delivery (shared-contracts checkout/delivery.ts): the Delivery step's choice,
// kept on the customer's own order while it is in PAYMENT and shown in the order's detail.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const choose = (user: TestUser, code: string, method: string, headers: Record<string, string> = {}) =>
  postJson(
    t.app,
    '/api/checkout/delivery',
    { user_id: user.userId, order_code: code, method },
    { ...user.auth, ...headers },
  );
const detail = (user: TestUser, code: string) =>
  getJson(t.app, `/api/orders/${user.userId}/${code}`, user.auth);

describe('POST /checkout/delivery', () => {
  it('keeps the method on the order, which its detail then shows; a new choice replaces it', async () => {
    const user = await registerUser(t.app);
    const order = await createTestOrder(t.db, { userId: user.userId, status: 'PAYMENT' });
    expect((await detail(user, order.code)).body).not.toHaveProperty('delivery');

    expect(await choose(user, order.code, 'studio_pickup')).toEqual({
      status: 200,
      body: { status: 'success' },
    });
    const shown = UserOrderAnswerSchema.parse((await detail(user, order.code)).body);
    expect(shown.delivery).toBe('studio_pickup');

    expect((await choose(user, order.code, 'home')).status).toBe(200);
    expect((await detail(user, order.code)).body.delivery).toBe('home');
  });

  it('the method stays on the order once it is paid, and can no longer change (409 order_code)', async () => {
    const user = await registerUser(t.app);
    const order = await createTestOrder(t.db, { userId: user.userId, status: 'PAYMENT' });
    await choose(user, order.code, 'studio_pickup');
    await t.db
      .updateTable('orders')
      .set({ status: 'RECEIVED', paid_at: new Date() })
      .where('id', '=', order.id)
      .execute();
    expect(await choose(user, order.code, 'home')).toEqual({
      status: 409,
      body: { errors: { order_code: ['Este pedido ya está pagado'] } },
    });
    expect((await choose(user, order.code, 'home', { 'accept-language': 'en' })).body).toEqual({
      errors: { order_code: ['This order has already been paid'] },
    });
    expect((await detail(user, order.code)).body.delivery).toBe('studio_pickup');
  });

  it('another customer’s order is a 403, an unknown code a 404, and neither changes anything', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const others = await createTestOrder(t.db, { userId: other.userId, status: 'PAYMENT' });
    expect(await choose(user, others.code, 'studio_pickup')).toEqual({
      status: 403,
      body: { errors: { order: ['Este pedido es de otro cliente'] } },
    });
    const guests = await createTestOrder(t.db, { userId: null, status: 'PAYMENT' });
    expect((await choose(user, guests.code, 'studio_pickup')).status).toBe(403);
    expect(await choose(user, 'EST-20000101-NOEXISTE', 'home')).toEqual({
      status: 404,
      body: { errors: { order: ['No encontramos el pedido EST-20000101-NOEXISTE'] } },
    });
    expect((await detail(other, others.code)).body).not.toHaveProperty('delivery');
  });

  it('checks the user id against the token, and the method and code against the contract', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const order = await createTestOrder(t.db, { userId: user.userId, status: 'PAYMENT' });
    const body = { user_id: user.userId, order_code: order.code, method: 'home' };
    expect(await postJson(t.app, '/api/checkout/delivery', body)).toEqual({
      status: 401,
      body: { errors: { auth: ['Invalid token'] } },
    });
    expect((await postJson(t.app, '/api/checkout/delivery', body, other.auth)).status).toBe(403);
    expect(await choose(user, order.code, 'drone')).toEqual({
      status: 400,
      body: { errors: { method: ['Valor no válido; se admite: home, studio_pickup'] } },
    });
    expect((await choose(user, 'est 1', 'home')).body).toEqual({
      errors: { order_code: ['El código de pedido no es válido'] },
    });
  });

  it('the database refuses a method it does not know', async () => {
    const order = await createTestOrder(t.db, { userId: null, status: 'PAYMENT' });
    await expect(
      t.db
        .updateTable('orders')
        .set({ delivery_method: 'drone' as 'home' })
        .where('id', '=', order.id)
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });
});
