import { GuestOrderAnswerSchema, UserOrderAnswerSchema, UserOrdersAnswerSchema } from 'shared-contracts';
import { createTestOrder, type TestOrder } from '../../testing/orders';
import { getJson } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createStaffUser, registerUser, type TestUser } from '../../testing/users';

// docs/spec.md §7 Orders with docs/security.md's rules: own orders only (403 for another customer's,
// 404 for an unknown code), and guest links that are long, hashed, expiring and throttled.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** A customer with two paid orders (older, newer) and one still in PAYMENT. */
async function customerWithOrders(): Promise<{ user: TestUser; older: TestOrder; newer: TestOrder }> {
  const user = await registerUser(t.app);
  const older = await createTestOrder(t.db, {
    userId: user.userId,
    status: 'DELIVERED',
    placedAt: new Date('2026-01-10T22:05:01.250Z'),
  });
  const newer = await createTestOrder(t.db, {
    userId: user.userId,
    status: 'RECEIVED',
    placedAt: new Date('2026-03-05T07:08:09.999Z'),
    offset: 2,
  });
  await createTestOrder(t.db, { userId: user.userId, status: 'PAYMENT' });
  return { user, older, newer };
}

/** docs/spec.md's worked order: 1,289 € once and 45.50 € twice, with the 45.25 % coupon MAXIMO. */
async function orderWithCoupon(userId: number | null, guestLink = false): Promise<TestOrder> {
  const [first, second] = await t.db.selectFrom('products').select(['id', 'images']).limit(2).execute();
  return createTestOrder(t.db, {
    userId,
    guestLink,
    coupon: { code: 'MAXIMO', discountBp: 4525 },
    lines: [
      {
        productId: first!.id,
        name: 'Sofá Olivo',
        image: 'sofa-olivo.svg',
        unitPriceCents: 128900,
        quantity: 1,
      },
      { productId: second!.id, name: 'Jarrón', image: 'jarron.svg', unitPriceCents: 4550, quantity: 2 },
    ],
  });
}

describe('GET /orders/{userId}', () => {
  it("lists the customer's paid orders, newest first, with UTC dates 'YYYY-MM-DD HH:MM:SS'", async () => {
    const { user, older, newer } = await customerWithOrders();
    const answer = await getJson(t.app, `/api/orders/${user.userId}`, user.auth);
    expect(answer.status).toBe(200);
    expect(UserOrdersAnswerSchema.parse(answer.body)).toEqual([
      { code: newer.code, status: 'RECEIVED', date: '2026-03-05 07:08:09' },
      { code: older.code, status: 'DELIVERED', date: '2026-01-10 22:05:01' },
    ]);
  });

  it('answers an empty list to a customer without orders', async () => {
    const user = await registerUser(t.app);
    expect(await getJson(t.app, `/api/orders/${user.userId}`, user.auth)).toEqual({ status: 200, body: [] });
  });

  it('needs a customer token: 401 without one, 403 for staff', async () => {
    const { user } = await customerWithOrders();
    expect(await getJson(t.app, `/api/orders/${user.userId}`)).toEqual({
      status: 401,
      body: { errors: { auth: ['Invalid token'] } },
    });
    const staff = await createStaffUser(t.app, t.db);
    expect((await getJson(t.app, `/api/orders/${user.userId}`, staff.auth)).status).toBe(403);
  });

  it("refuses another customer's user id (403) and names an unknown one (404)", async () => {
    const { user: owner } = await customerWithOrders();
    const other = await registerUser(t.app);
    const forbidden = await getJson(t.app, `/api/orders/${owner.userId}`, other.auth);
    expect(forbidden).toEqual({
      status: 403,
      body: { errors: { auth: ['No puedes acceder a los datos de otro usuario'] } },
    });
    expect((await getJson(t.app, '/api/orders/999999999', other.auth)).status).toBe(404);
    expect((await getJson(t.app, '/api/orders/me', other.auth)).status).toBe(400);
  });
});

describe('GET /orders/{userId}/{orderCode}', () => {
  it('answers the lines and totals as charged, names in the language asked', async () => {
    const user = await registerUser(t.app);
    const order = await orderWithCoupon(user.userId);
    const url = `/api/orders/${user.userId}/${order.code}`;
    const answer = await getJson(t.app, url, user.auth);
    expect(answer.status).toBe(200);
    const [first, second] = order.lines;
    const names = await t.db
      .selectFrom('products')
      .select(['id', 'name_es', 'name_en'])
      .where('id', 'in', [first!.productId, second!.productId])
      .orderBy('id')
      .execute();
    expect(UserOrderAnswerSchema.parse(answer.body)).toEqual({
      code: order.code,
      status: 'RECEIVED',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      products: [
        {
          name: names[0]!.name_es,
          image: '/images/sofa-olivo.svg',
          price: 1289,
          amount: 1,
          productId: first!.productId,
        },
        {
          name: names[1]!.name_es,
          image: '/images/jarron.svg',
          price: 45.5,
          amount: 2,
          productId: second!.productId,
        },
      ],
      cartPrice: 1380,
      cartDiscount: 624.45,
      nameDiscount: 'MAXIMO',
      percentageDiscount: 45.25,
      finalPrice: 755.55,
    });

    const english = await getJson(t.app, `${url}?language=en`, user.auth);
    expect(english.body.products.map((line: { name: string }) => line.name)).toEqual(
      names.map((name) => name.name_en),
    );
    expect(english.body.finalPrice).toBe(755.55);
    expect((await getJson(t.app, `${url}?language=es`, user.auth)).body.products[0].name).toBe(
      names[0]!.name_es,
    );
  });

  it('shows an order without a coupon with nameDiscount null and 0 %', async () => {
    const user = await registerUser(t.app);
    const order = await createTestOrder(t.db, { userId: user.userId, products: 1 });
    const { body } = await getJson(t.app, `/api/orders/${user.userId}/${order.code}`, user.auth);
    expect(body).toMatchObject({ nameDiscount: null, percentageDiscount: 0, cartDiscount: 0 });
    expect(body.finalPrice).toBe(body.cartPrice);
  });

  it("refuses another customer's order under one's own user id (403)", async () => {
    const { newer } = await customerWithOrders();
    const other = await registerUser(t.app);
    expect(await getJson(t.app, `/api/orders/${other.userId}/${newer.code}`, other.auth)).toEqual({
      status: 403,
      body: { errors: { order: ['No puedes ver el pedido de otro cliente'] } },
    });
    const guestOrder = await createTestOrder(t.db, { userId: null, guestLink: true });
    expect((await getJson(t.app, `/api/orders/${other.userId}/${guestOrder.code}`, other.auth)).status).toBe(
      403,
    );
  });

  it("refuses another customer's user id in the path (403), before looking at the order", async () => {
    const { user: owner, newer } = await customerWithOrders();
    const other = await registerUser(t.app);
    expect((await getJson(t.app, `/api/orders/${owner.userId}/${newer.code}`, other.auth)).status).toBe(403);
  });

  it('answers 404 for an unknown code, in the language of the request', async () => {
    const user = await registerUser(t.app);
    expect(await getJson(t.app, `/api/orders/${user.userId}/EST-00000000-NOPE`, user.auth)).toEqual({
      status: 404,
      body: { errors: { order: ['No encontramos el pedido EST-00000000-NOPE'] } },
    });
    expect(
      await getJson(t.app, `/api/orders/${user.userId}/EST-00000000-NOPE`, {
        ...user.auth,
        'accept-language': 'en',
      }),
    ).toEqual({
      status: 404,
      body: { errors: { order: ['We could not find the order EST-00000000-NOPE'] } },
    });
  });

  it('needs a customer token (401 without, 403 for staff) and a well-formed code (400)', async () => {
    const { user, newer } = await customerWithOrders();
    expect((await getJson(t.app, `/api/orders/${user.userId}/${newer.code}`)).status).toBe(401);
    const staff = await createStaffUser(t.app, t.db);
    expect((await getJson(t.app, `/api/orders/${user.userId}/${newer.code}`, staff.auth)).status).toBe(403);
    const bad = await getJson(t.app, `/api/orders/${user.userId}/est-lowercase`, user.auth);
    expect(bad).toEqual({
      status: 400,
      body: { errors: { orderCode: ['El código de pedido no es válido'] } },
    });
  });
});

describe('GET /orders/guest/{orderCode}/{access_token}', () => {
  const guestUrl = (code: string, token: string, query = '') => `/api/orders/guest/${code}/${token}${query}`;

  it("opens the order with its link's token, names in the language asked, without a session", async () => {
    const order = await orderWithCoupon(null, true);
    const token = order.guestLink!.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const answer = await getJson(t.app, guestUrl(order.code, token));
    expect(answer.status).toBe(200);
    expect(GuestOrderAnswerSchema.parse(answer.body)).toMatchObject({
      code: order.code,
      cartPrice: 1380,
      cartDiscount: 624.45,
      nameDiscount: 'MAXIMO',
      percentageDiscount: 45.25,
      finalPrice: 755.55,
    });
    const english = await getJson(t.app, guestUrl(order.code, token, '?language=en'));
    const nameEn = await t.db
      .selectFrom('products')
      .select('name_en')
      .where('id', '=', order.lines[0]!.productId)
      .executeTakeFirstOrThrow();
    expect(english.body.products[0].name).toBe(nameEn.name_en);
  });

  it("opens a customer's order too when it has a link (the confirmation e-mail's)", async () => {
    const user = await registerUser(t.app);
    const order = await createTestOrder(t.db, { userId: user.userId, guestLink: true });
    expect((await getJson(t.app, guestUrl(order.code, order.guestLink!.token))).status).toBe(200);
  });

  it("answers a wrong token, another order's token, an order without link and an unknown code with one 404", async () => {
    const order = await createTestOrder(t.db, { guestLink: true });
    const another = await createTestOrder(t.db, { guestLink: true });
    const withoutLink = await createTestOrder(t.db, { userId: null });
    const wrongToken = 'A'.repeat(32);
    const notFound = (code: string) => ({
      status: 404,
      body: { errors: { order: [`No encontramos el pedido ${code}`] } },
    });

    expect(await getJson(t.app, guestUrl(order.code, wrongToken))).toEqual(notFound(order.code));
    expect(await getJson(t.app, guestUrl(order.code, another.guestLink!.token))).toEqual(
      notFound(order.code),
    );
    expect(await getJson(t.app, guestUrl(withoutLink.code, wrongToken))).toEqual(notFound(withoutLink.code));
    expect(await getJson(t.app, guestUrl('EST-00000000-GONE', another.guestLink!.token))).toEqual(
      notFound('EST-00000000-GONE'),
    );
    // The right tokens still open their orders.
    expect((await getJson(t.app, guestUrl(order.code, order.guestLink!.token))).status).toBe(200);
    expect((await getJson(t.app, guestUrl(another.code, another.guestLink!.token))).status).toBe(200);
  });

  it('answers 410 to the right token of an expired link, and 404 to a wrong one', async () => {
    const order = await createTestOrder(t.db, {
      guestLink: true,
      placedAt: new Date(Date.now() - 31 * DAY_MS),
    });
    expect(await getJson(t.app, guestUrl(order.code, order.guestLink!.token, '?language=en'))).toEqual({
      status: 410,
      body: { errors: { order: [expect.stringMatching(/^El enlace de este pedido ha caducado/)] } },
    });
    expect(
      await getJson(t.app, guestUrl(order.code, order.guestLink!.token), { 'accept-language': 'en' }),
    ).toEqual({
      status: 410,
      body: {
        errors: { order: ['This order link has expired. Sign in to see your orders, or write to us'] },
      },
    });
    expect((await getJson(t.app, guestUrl(order.code, 'B'.repeat(40)))).status).toBe(404);
  });

  it('still opens a link on its 29th day', async () => {
    const order = await createTestOrder(t.db, {
      guestLink: true,
      placedAt: new Date(Date.now() - 29 * DAY_MS),
    });
    expect((await getJson(t.app, guestUrl(order.code, order.guestLink!.token))).status).toBe(200);
  });

  it('refuses a malformed token or code with a 400 under the field', async () => {
    const order = await createTestOrder(t.db, { guestLink: true });
    expect(await getJson(t.app, guestUrl(order.code, 'short'))).toEqual({
      status: 400,
      body: { errors: { access_token: ['El enlace del pedido no es válido'] } },
    });
    expect((await getJson(t.app, guestUrl(order.code, `${'x'.repeat(31)}!`))).status).toBe(400);
    expect((await getJson(t.app, guestUrl('lowercase', order.guestLink!.token))).status).toBe(400);
  });

  it('throttles failed look-ups of one order code: after 5, a 429 with Retry-After, even for the right token', async () => {
    const order = await createTestOrder(t.db, { guestLink: true });
    for (let i = 0; i < 5; i++) {
      expect((await getJson(t.app, guestUrl(order.code, `${'C'.repeat(31)}${i}`))).status).toBe(404);
    }
    const limited = await t.app.inject({ url: guestUrl(order.code, order.guestLink!.token) });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      errors: {
        order: [expect.stringMatching(/^Demasiadas consultas de pedidos\. Vuelve a intentarlo en \d+ s$/)],
      },
    });
    // Other orders are not affected.
    const other = await createTestOrder(t.db, { guestLink: true });
    expect((await getJson(t.app, guestUrl(other.code, other.guestLink!.token))).status).toBe(200);
  });
});

describe('guest look-ups per client (rate limits on)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimit: true });
  });
  afterAll(() => limited?.close());

  it('limits one client address to 30 look-ups a minute, whichever codes it tries', async () => {
    const order = await createTestOrder(limited.db, { guestLink: true });
    const lookUp = (remoteAddress: string, code: string) =>
      limited.app.inject({ url: `/api/orders/guest/${code}/${'D'.repeat(32)}`, remoteAddress });
    for (let i = 0; i < 30; i++) {
      const code = `EST-00000000-${String(i).padStart(4, '0')}`;
      expect((await lookUp('203.0.113.9', code)).statusCode).toBe(404);
    }
    const answer = await lookUp('203.0.113.9', order.code);
    expect(answer.statusCode).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.json()).toEqual({
      errors: { order: [expect.stringMatching(/^Demasiadas consultas de pedidos/)] },
    });
    expect((await lookUp('203.0.113.10', order.code)).statusCode).toBe(404);
  });
});
