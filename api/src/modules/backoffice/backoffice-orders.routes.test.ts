import { randomBytes } from 'node:crypto';
import {
  type Address,
  BACKOFFICE_ORDERS_PAGE_SIZE,
  formatUtcDateTime,
  SANDBOX_TEST_CARDS,
} from 'shared-contracts';
import { type OrderStatus } from '../../db/schema';
import { createTestOrder, type TestOrder } from '../../testing/orders';
import { getJson, type JsonAnswer } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createStaffUser, registerUser, type TestUser } from '../../testing/users';
import { AddressesRepository } from '../checkout/addresses.repository';
import { orderInPayment, payThroughFlow } from '../payments/testing/payment-flow';

// docs/spec.md §7 Back office, orders: every order (not only the staff member's), newest first,
// paged, filtered by status, searched by code or e-mail; one order's detail with addresses
// and status history; the status change, recorded with who, when, from and to.

let clock = Date.parse('2031-05-01T10:00:00Z');
let t: TestApp;
let staff: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  staff = await createStaffUser(t.app, t.db);
  customer = await registerUser(t.app);
});
afterAll(() => t?.close());

const MINUTE_MS = 60_000;
const EN = { 'accept-language': 'en' };

/** A word no other test's e-mails contain, so a search finds this test's orders only. */
const marker = () => `m${randomBytes(5).toString('hex')}`;

const address = (email: string, name = 'Ana García'): Address => ({
  email,
  name,
  streetAddress: 'Calle Mayor 1',
  streetAddressContinued: '',
  city: 'Madrid',
  country: 'España',
  state: '',
  zip: '28013',
  phoneNumber: '600123456',
  phonePrefix: '34',
});

async function placed(
  options: {
    status?: OrderStatus;
    billing?: string;
    shipping?: string;
    minutesAgo?: number;
    userId?: number | null;
  } = {},
): Promise<TestOrder> {
  const addresses = new AddressesRepository(t.db);
  const userId = options.userId === undefined ? customer.userId : options.userId;
  const owner = userId ?? customer.userId;
  const billingAddressId = options.billing ? await addresses.insert(owner, address(options.billing)) : null;
  const shippingAddressId = options.shipping
    ? await addresses.insert(owner, address(options.shipping, 'Bruno Díaz'))
    : null;
  return createTestOrder(t.db, {
    userId,
    status: options.status ?? 'RECEIVED',
    placedAt: new Date(clock - (options.minutesAgo ?? 0) * MINUTE_MS),
    billingAddressId,
    shippingAddressId,
    products: 1,
  });
}

const list = (query: string, user: TestUser = staff, headers: Record<string, string> = {}) =>
  getJson(t.app, `/api/backoffice/orders?user_id=${user.userId}${query}`, { ...user.auth, ...headers });
const detail = (code: string, language = 'es', user: TestUser = staff) =>
  getJson(t.app, `/api/backoffice/orders/${code}?user_id=${user.userId}&language=${language}`, user.auth);
const changeStatus = (
  code: string,
  status: string,
  user: TestUser = staff,
  headers: Record<string, string> = {},
) =>
  t.app
    .inject({
      method: 'PATCH',
      url: `/api/backoffice/orders/${code}/status`,
      payload: { order_status: status, user_id: user.userId },
      headers: { ...user.auth, ...headers },
    })
    .then((response): JsonAnswer => ({ status: response.statusCode, body: response.json() }));

const codesOf = (answer: JsonAnswer) => (answer.body.orders as { code: string }[]).map((order) => order.code);

describe('GET /api/backoffice/orders', () => {
  it('lists every customer’s and guest’s paid orders, newest first, with code, status, date and addresses', async () => {
    const word = marker();
    const older = await placed({
      billing: `ana.${word}@example.com`,
      shipping: `bruno.${word}@example.com`,
      minutesAgo: 30,
    });
    const guest = await placed({ userId: null, billing: `guest.${word}@example.com`, minutesAgo: 20 });
    const sent = await placed({ status: 'SEND', shipping: `carla.${word}@example.com`, minutesAgo: 10 });
    await placed({ status: 'PAYMENT', billing: `dani.${word}@example.com` });

    const answer = await list(`&search=${word}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      orders: [
        {
          code: sent.code,
          status: 'SEND',
          date: formatUtcDateTime(new Date(clock - 10 * MINUTE_MS)),
          billingAddress: null,
          shippingAddress: address(`carla.${word}@example.com`, 'Bruno Díaz'),
        },
        {
          code: guest.code,
          status: 'RECEIVED',
          date: formatUtcDateTime(new Date(clock - 20 * MINUTE_MS)),
          billingAddress: address(`guest.${word}@example.com`),
          shippingAddress: null,
        },
        {
          code: older.code,
          status: 'RECEIVED',
          date: formatUtcDateTime(new Date(clock - 30 * MINUTE_MS)),
          billingAddress: address(`ana.${word}@example.com`),
          shippingAddress: address(`bruno.${word}@example.com`, 'Bruno Díaz'),
        },
      ],
      info: { page: 1, n_pages: 1, size: 3 },
    });
  });

  it('filters by status; status=PAYMENT lists the unpaid checkouts', async () => {
    const word = marker();
    const orders: Partial<Record<OrderStatus, TestOrder>> = {};
    for (const [index, status] of (['PAYMENT', 'RECEIVED', 'SEND', 'DELIVERED'] as const).entries())
      orders[status] = await placed({
        status,
        billing: `${status.toLowerCase()}.${word}@example.com`,
        minutesAgo: index,
      });
    expect(codesOf(await list(`&search=${word}`))).toEqual(
      ['RECEIVED', 'SEND', 'DELIVERED'].map((status) => orders[status as OrderStatus]!.code),
    );
    for (const status of ['PAYMENT', 'RECEIVED', 'SEND', 'DELIVERED'] as const) {
      expect(codesOf(await list(`&search=${word}&status=${status}`))).toEqual([orders[status]!.code]);
    }
  });

  it('finds a customer’s orders by part of their account’s e-mail, whatever the addresses say', async () => {
    const word = marker();
    const buyer = await registerUser(t.app, `Lucia.${word}@Example.com`);
    const older = await placed({ userId: buyer.userId, billing: 'other@example.com', minutesAgo: 5 });
    const newer = await placed({ userId: buyer.userId, minutesAgo: 1 });
    expect(codesOf(await list(`&search=LUCIA.${word}`))).toEqual([newer.code, older.code]);
  });

  it('pages by 20, newest first, counting every match; a page past the end is empty', async () => {
    const word = marker();
    const codes: string[] = [];
    for (let i = 0; i < BACKOFFICE_ORDERS_PAGE_SIZE + 5; i++)
      codes.unshift((await placed({ billing: `page.${word}@example.com`, minutesAgo: 1000 - i })).code);
    const first = await list(`&search=${word}`);
    expect(codesOf(first)).toEqual(codes.slice(0, BACKOFFICE_ORDERS_PAGE_SIZE));
    expect(first.body.info).toEqual({ page: 1, n_pages: 2, size: 25 });
    const second = await list(`&search=${word}&page=2`);
    expect(codesOf(second)).toEqual(codes.slice(BACKOFFICE_ORDERS_PAGE_SIZE));
    expect(second.body.info).toEqual({ page: 2, n_pages: 2, size: 25 });
    expect(await list(`&search=${word}&page=3`)).toEqual({
      status: 200,
      body: { orders: [], info: { page: 3, n_pages: 2, size: 25 } },
    });
    expect((await list(`&search=nothing-matches-${word}`)).body.info).toEqual({
      page: 1,
      n_pages: 1,
      size: 0,
    });
  });

  it('pages the whole shop when nothing is searched, and every match is counted', async () => {
    const newest = await placed({ minutesAgo: -60 });
    const answer = await list('');
    expect(answer.body.orders[0].code).toBe(newest.code);
    expect(answer.body.orders).toHaveLength(BACKOFFICE_ORDERS_PAGE_SIZE);
    const paid = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('status', '!=', 'PAYMENT')
      .executeTakeFirstOrThrow();
    expect(answer.body.info.size).toBe(Number(paid.count));
    expect(answer.body.info.n_pages).toBe(Math.ceil(Number(paid.count) / BACKOFFICE_ORDERS_PAGE_SIZE));
    // '' is no search.
    expect((await list('&search=')).body.info).toEqual(answer.body.info);
  });

  it('searches an order code or part of the billing or shipping e-mail, in any case', async () => {
    const word = marker();
    const billed = await placed({ billing: `Lucia.${word}@Estudio.example` });
    const shipped = await placed({ shipping: `pedro.${word}@correo.example`, minutesAgo: 1 });
    expect(codesOf(await list(`&search=${billed.code.toLowerCase()}`))).toEqual([billed.code]);
    expect(codesOf(await list(`&search=${encodeURIComponent(` ${shipped.code} `)}`))).toEqual([shipped.code]);
    expect(codesOf(await list(`&search=LUCIA.${word.toUpperCase()}`))).toEqual([billed.code]);
    expect(codesOf(await list(`&search=${word}%40correo`))).toEqual([shipped.code]);
    expect(codesOf(await list(`&search=${word}`))).toEqual([billed.code, shipped.code]);
    // A part of a code is not a code; LIKE's wildcards are plain characters.
    expect(codesOf(await list(`&search=${billed.code.slice(0, -2)}`))).toEqual([]);
    expect(codesOf(await list(`&search=${word.slice(0, 3)}%25${word.slice(4)}`))).toEqual([]);
    expect(codesOf(await list(`&search=${word.slice(0, 3)}_${word.slice(4)}`))).toEqual([]);
  });

  it('refuses bad paging, an unknown status and a search longer than an e-mail with 400', async () => {
    const answer = await list(`&page=0&status=sent&search=${'x'.repeat(255)}`, staff, EN);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['page', 'search', 'status']);
  });
});

describe('GET /api/backoffice/orders/{orderCode}', () => {
  it('answers the detail fields, both addresses and the status history, oldest first', async () => {
    const word = marker();
    const order = await placed({
      billing: `detalle.${word}@example.com`,
      shipping: `envio.${word}@example.com`,
    });
    clock += MINUTE_MS;
    expect((await changeStatus(order.code, 'SEND')).status).toBe(200);
    clock += MINUTE_MS;
    const other = await createStaffUser(t.app, t.db);
    expect((await changeStatus(order.code, 'DELIVERED', other)).status).toBe(200);

    const answer = await detail(order.code, 'en');
    expect(answer.status).toBe(200);
    const line = order.lines[0]!;
    expect(answer.body).toEqual({
      code: order.code,
      status: 'DELIVERED',
      date: formatUtcDateTime(new Date(clock - 2 * MINUTE_MS)),
      products: [
        {
          name: line.nameEn,
          image: `/images/${encodeURIComponent(line.image)}`,
          price: line.unitPriceCents / 100,
          amount: 1,
          productId: line.productId,
        },
      ],
      cartPrice: order.subtotalCents / 100,
      cartDiscount: 0,
      nameDiscount: null,
      percentageDiscount: 0,
      finalPrice: order.totalCents / 100,
      billingAddress: address(`detalle.${word}@example.com`),
      shippingAddress: address(`envio.${word}@example.com`, 'Bruno Díaz'),
      statusHistory: [
        {
          from: 'RECEIVED',
          to: 'SEND',
          date: formatUtcDateTime(new Date(clock - MINUTE_MS)),
          changedBy: staff.email,
        },
        { from: 'SEND', to: 'DELIVERED', date: formatUtcDateTime(new Date(clock)), changedBy: other.email },
      ],
    });
    expect((await detail(order.code, 'es')).body.products[0].name).toBe(line.nameEs);
  });

  it('shows the payment as the shop’s own change, PAYMENT → RECEIVED, by nobody', async () => {
    const buyer = await registerUser(t.app);
    const order = await orderInPayment(t.db, buyer, { products: 1, offset: 40 });
    const before = await detail(order.code);
    expect(before.body).toMatchObject({ status: 'PAYMENT', statusHistory: [] });
    const paid = await payThroughFlow(t.app, buyer, order, {
      number: SANDBOX_TEST_CARDS.frictionless.VISA,
      scheme: 'VISA',
    });
    expect(paid.authorization?.status).toBe(200);
    expect((await detail(order.code)).body).toMatchObject({
      status: 'RECEIVED',
      statusHistory: [
        { from: 'PAYMENT', to: 'RECEIVED', date: formatUtcDateTime(new Date(clock)), changedBy: null },
      ],
    });
  });

  it('is a 404 under order for an unknown code', async () => {
    expect(
      await getJson(t.app, `/api/backoffice/orders/EST-00000000-NOPE?user_id=${staff.userId}&language=en`, {
        ...staff.auth,
        ...EN,
      }),
    ).toEqual({
      status: 404,
      body: { errors: { order: ['We could not find the order EST-00000000-NOPE'] } },
    });
  });
});

describe('PATCH /api/backoffice/orders/{code}/status', () => {
  const historyOf = (orderId: number) =>
    t.db
      .selectFrom('order_status_changes')
      .select(['from_status', 'to_status', 'changed_by', 'changed_by_email'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();

  it('sets any of RECEIVED, SEND, DELIVERED, in any order, recording each change', async () => {
    const order = await placed();
    for (const status of ['SEND', 'DELIVERED', 'RECEIVED'])
      expect(await changeStatus(order.code, status)).toEqual({ status: 200, body: { status: 'success' } });
    expect((await detail(order.code)).body.status).toBe('RECEIVED');
    expect(await historyOf(order.id)).toEqual([
      { from_status: 'RECEIVED', to_status: 'SEND', changed_by: staff.userId, changed_by_email: staff.email },
      {
        from_status: 'SEND',
        to_status: 'DELIVERED',
        changed_by: staff.userId,
        changed_by_email: staff.email,
      },
      {
        from_status: 'DELIVERED',
        to_status: 'RECEIVED',
        changed_by: staff.userId,
        changed_by_email: staff.email,
      },
    ]);
  });

  it('answers success for the status the order has, and records nothing', async () => {
    const order = await placed({ status: 'SEND' });
    expect(await changeStatus(order.code, 'SEND')).toEqual({ status: 200, body: { status: 'success' } });
    expect(await historyOf(order.id)).toEqual([]);
  });

  it('is a 409 under order_status for an order still in PAYMENT, which stays there', async () => {
    const order = await placed({ status: 'PAYMENT' });
    expect(await changeStatus(order.code, 'SEND', staff, EN)).toEqual({
      status: 409,
      body: {
        errors: { order_status: [`The order ${order.code} is not paid yet: its status cannot be changed`] },
      },
    });
    expect((await detail(order.code)).body).toMatchObject({ status: 'PAYMENT', statusHistory: [] });
  });

  it('is a 404 under order for an unknown code, and a 400 for a status staff cannot set', async () => {
    expect((await changeStatus('EST-00000000-NOPE', 'SEND')).status).toBe(404);
    const order = await placed();
    const answer = await changeStatus(order.code, 'PAYMENT', staff, EN);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toEqual(['order_status']);
    expect((await changeStatus(order.code, 'send')).status).toBe(400);
  });

  it('keeps the history true when changes arrive at once: each records the status it found', async () => {
    const order = await placed();
    const answers = await Promise.all(
      ['SEND', 'DELIVERED', 'SEND', 'RECEIVED', 'DELIVERED'].map((status) =>
        changeStatus(order.code, status),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const history = await historyOf(order.id);
    let status = 'RECEIVED';
    for (const change of history) {
      expect(change.from_status).toBe(status);
      status = change.to_status;
    }
    expect((await detail(order.code)).body.status).toBe(status);
  });

  it('checks the user id the body carries against the token: another user’s 403, an unknown one 404', async () => {
    const order = await placed();
    const call = (userId: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/backoffice/orders/${order.code}/status`,
        payload: { order_status: 'SEND', user_id: userId },
        headers: staff.auth,
      });
    expect((await call(customer.userId)).statusCode).toBe(403);
    expect((await call(2_000_000_000)).statusCode).toBe(404);
    expect(await historyOf(order.id)).toEqual([]);
  });
});
