import { AddressInitializeAnswerSchema } from 'shared-contracts';
import { createTestOrder } from '../../testing/orders';
import { testAddress } from '../../testing/checkout';
import { postJson } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerUser, type TestUser } from '../../testing/users';

// POST /checkout/address_initialize and POST /checkout/address/ (docs/spec.md §4 Address save, §5,
// §7): per-field errors from the server, both addresses saved on the customer's order in PAYMENT.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const shipping = {
  ...testAddress,
  name: 'Luis Pérez',
  streetAddress: 'Avenida del Puerto 20',
  streetAddressContinued: '',
  city: 'Valencia',
  state: '',
  zip: '46023',
};

const prefill = (user: TestUser) =>
  postJson(t.app, '/api/checkout/address_initialize', { user_id: user.userId }, user.auth);
const save = (user: TestUser, body: object, headers: Record<string, string> = {}) =>
  postJson(
    t.app,
    '/api/checkout/address/',
    { user_id: user.userId, billing_address: testAddress, shipping_address: shipping, ...body },
    { ...user.auth, ...headers },
  );

const orderRow = (id: number) =>
  t.db
    .selectFrom('orders')
    .select(['billing_address_id', 'shipping_address_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /checkout/address/', () => {
  it('saves both addresses on the customer’s order in PAYMENT, and address_initialize answers them', async () => {
    const user = await registerUser(t.app);
    const order = await createTestOrder(t.db, { userId: user.userId, status: 'PAYMENT' });
    expect(await save(user, {})).toEqual({ status: 200, body: { errors: {} } });

    const row = await orderRow(order.id);
    const stored = await t.db
      .selectFrom('addresses')
      .selectAll()
      .where('id', 'in', [row.billing_address_id!, row.shipping_address_id!])
      .orderBy('id')
      .execute();
    expect(stored.map((address) => [address.user_id, address.name, address.city])).toEqual([
      [user.userId, 'Ana García', 'Madrid'],
      [user.userId, 'Luis Pérez', 'Valencia'],
    ]);
    expect(await prefill(user)).toEqual({
      status: 200,
      body: { billing_address: testAddress, shipping_address: shipping, errors: {} },
    });
  });

  it('replaces addresses saved before, and drops the old rows', async () => {
    const user = await registerUser(t.app);
    const order = await createTestOrder(t.db, { userId: user.userId, status: 'PAYMENT' });
    await save(user, {});
    const before = await orderRow(order.id);
    expect((await save(user, { shipping_address: testAddress })).status).toBe(200);
    const after = await orderRow(order.id);
    expect(after.billing_address_id).not.toBe(before.billing_address_id);
    expect(
      await t.db
        .selectFrom('addresses')
        .select('id')
        .where('id', 'in', [before.billing_address_id!, before.shipping_address_id!])
        .execute(),
    ).toEqual([]);
    expect((await prefill(user)).body).toEqual({
      billing_address: testAddress,
      shipping_address: testAddress,
      errors: {},
    });
  });

  it('trims fields and fills the optional lines with empty text', async () => {
    const user = await registerUser(t.app);
    await createTestOrder(t.db, { userId: user.userId, status: 'PAYMENT' });
    const { streetAddressContinued: _line, state: _state, ...required } = testAddress;
    expect((await save(user, { billing_address: { ...required, city: '  Madrid ' } })).status).toBe(200);
    expect(AddressInitializeAnswerSchema.parse((await prefill(user)).body).billing_address).toEqual({
      ...testAddress,
      streetAddressContinued: '',
      state: '',
    });
  });

  it('answers every bad field under its address at once (400), and saves nothing', async () => {
    const user = await registerUser(t.app);
    const order = await createTestOrder(t.db, { userId: user.userId, status: 'PAYMENT' });
    const answer = await save(user, {
      billing_address: { ...testAddress, email: 'ana', zip: '28 013!' },
      shipping_address: { ...testAddress, city: '', phonePrefix: '+34', name: undefined },
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        errors: {
          'billing_address.email': ['Introduce un email válido'],
          'billing_address.zip': ['Introduce un código postal válido'],
          'shipping_address.name': ['Este campo es obligatorio'],
          'shipping_address.city': ['Este campo es obligatorio'],
          'shipping_address.phonePrefix': ['El prefijo debe tener de 1 a 4 dígitos'],
        },
      },
    });
    const english = await save(
      user,
      { shipping_address: { ...testAddress, phoneNumber: '12' } },
      { 'accept-language': 'en' },
    );
    expect(english).toEqual({
      status: 400,
      body: { errors: { 'shipping_address.phoneNumber': ['The phone number must have 6 to 15 digits'] } },
    });
    expect(await orderRow(order.id)).toEqual({ billing_address_id: null, shipping_address_id: null });
  });

  it('needs an order under checkout: 409 under save when none is in PAYMENT', async () => {
    const user = await registerUser(t.app);
    await createTestOrder(t.db, { userId: user.userId, status: 'RECEIVED' });
    expect(await save(user, {})).toEqual({
      status: 409,
      body: { errors: { save: ['No hay ningún pedido en curso; vuelve a empezar desde el carro'] } },
    });
  });

  it('401 Invalid token without a valid session; 403 for another customer’s user_id, 404 for an unknown one', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const order = await createTestOrder(t.db, { userId: user.userId, status: 'PAYMENT' });
    const body = { user_id: user.userId, billing_address: testAddress, shipping_address: shipping };
    expect(await postJson(t.app, '/api/checkout/address/', body)).toEqual({
      status: 401,
      body: { errors: { auth: ['Invalid token'] } },
    });
    expect(
      await postJson(t.app, '/api/checkout/address/', body, { authorization: `Bearer ${user.token}x` }),
    ).toEqual({ status: 401, body: { errors: { auth: ['Invalid token'] } } });
    expect((await postJson(t.app, '/api/checkout/address/', body, other.auth)).status).toBe(403);
    expect((await save(user, { user_id: 999999 })).status).toBe(404);
    expect(await orderRow(order.id)).toEqual({ billing_address_id: null, shipping_address_id: null });
  });
});

describe('POST /checkout/address_initialize', () => {
  it('answers null for a customer who never gave an address', async () => {
    const user = await registerUser(t.app);
    await createTestOrder(t.db, { userId: user.userId, status: 'PAYMENT' });
    expect(await prefill(user)).toEqual({
      status: 200,
      body: { billing_address: null, shipping_address: null, errors: {} },
    });
  });

  it('prefills a new checkout with the addresses of the customer’s last order', async () => {
    const user = await registerUser(t.app);
    const first = await createTestOrder(t.db, { userId: user.userId, status: 'PAYMENT' });
    await save(user, {});
    // Paid; the next checkout starts without addresses of its own.
    await t.db
      .updateTable('orders')
      .set({ status: 'RECEIVED', paid_at: new Date() })
      .where('id', '=', first.id)
      .execute();
    await createTestOrder(t.db, { userId: user.userId, status: 'PAYMENT' });
    expect((await prefill(user)).body).toEqual({
      billing_address: testAddress,
      shipping_address: shipping,
      errors: {},
    });
    // Another customer's addresses never leak into this one's form.
    const other = await registerUser(t.app);
    expect((await prefill(other)).body).toEqual({
      billing_address: null,
      shipping_address: null,
      errors: {},
    });
  });

  it('checks the user id against the token', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const call = (headers: Record<string, string>) =>
      postJson(t.app, '/api/checkout/address_initialize', { user_id: user.userId }, headers);
    expect((await call({})).status).toBe(401);
    expect((await call(other.auth)).status).toBe(403);
  });
});
