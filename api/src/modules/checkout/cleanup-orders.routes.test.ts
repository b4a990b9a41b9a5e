import { createTestOrder } from '../../testing/orders';
import { recordPayment, recordThreeDSTransaction, testAddress } from '../../testing/checkout';
import { postJson } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerUser, type TestUser } from '../../testing/users';

// POST /checkout/cleanup_orders (docs/spec.md §4, §7): the customer's abandoned checkouts go,
// but never a paid order, an order a payment is under way for, or one with payment history.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const cleanup = (user: TestUser) =>
  postJson(t.app, '/api/checkout/cleanup_orders', { user_id: user.userId }, user.auth);
const currentCode = (user: TestUser) =>
  postJson(t.app, '/api/order/current_code', { user_id: user.userId }, user.auth);
const codesOf = async (userId: number) =>
  (await t.db.selectFrom('orders').select('code').where('user_id', '=', userId).orderBy('id').execute()).map(
    (row) => row.code,
  );

const MINUTE_MS = 60_000;

describe('POST /checkout/cleanup_orders', () => {
  it('deletes the orders still in PAYMENT that no payment touches, with their lines and addresses', async () => {
    const user = await registerUser(t.app);
    const paid = await createTestOrder(t.db, { userId: user.userId, status: 'RECEIVED' });
    const delivered = await createTestOrder(t.db, { userId: user.userId, status: 'DELIVERED' });
    const { id: addressId } = await t.db
      .insertInto('addresses')
      .values({
        user_id: user.userId,
        email: testAddress.email,
        name: testAddress.name,
        street_address: testAddress.streetAddress,
        street_address_continued: '',
        city: testAddress.city,
        country: testAddress.country,
        state: '',
        zip: testAddress.zip,
        phone_number: testAddress.phoneNumber,
        phone_prefix: testAddress.phonePrefix,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const abandoned = await createTestOrder(t.db, {
      userId: user.userId,
      status: 'PAYMENT',
      billingAddressId: addressId,
      shippingAddressId: addressId,
    });
    const expiredTransaction = await createTestOrder(t.db, { userId: user.userId, status: 'PAYMENT' });
    await recordThreeDSTransaction(t.db, expiredTransaction.id, new Date(Date.now() - MINUTE_MS));

    expect(await cleanup(user)).toEqual({ status: 200, body: { status: 'success' } });
    expect(await codesOf(user.userId)).toEqual([paid.code, delivered.code]);
    expect(
      await t.db.selectFrom('order_lines').select('id').where('order_id', '=', abandoned.id).execute(),
    ).toEqual([]);
    expect(await t.db.selectFrom('addresses').select('id').where('id', '=', addressId).execute()).toEqual([]);
    expect(await currentCode(user)).toEqual({ status: 200, body: { code: null } });
  });

  it('keeps an order whose 3-D Secure transaction is still alive (a payment under way in another tab)', async () => {
    const user = await registerUser(t.app);
    const paying = await createTestOrder(t.db, { userId: user.userId, status: 'PAYMENT' });
    await recordThreeDSTransaction(t.db, paying.id, new Date(Date.now() + 3 * MINUTE_MS));
    await cleanup(user);
    expect(await codesOf(user.userId)).toEqual([paying.code]);
    expect((await currentCode(user)).body).toEqual({ code: paying.code });
  });

  it('keeps an order whose payment attempt is still open (a charge its sweep may have to void), and only while it is', async () => {
    const user = await registerUser(t.app);
    const charging = await createTestOrder(t.db, { userId: user.userId, status: 'PAYMENT' });
    const attempt = await t.db
      .insertInto('payment_attempts')
      .values({
        order_id: charging.id,
        server_trans_id: 'trans-of-a-dead-instance',
        idempotency_key: `order-${charging.id}:trans-of-a-dead-instance`,
        amount_cents: charging.totalCents,
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await cleanup(user);
    expect(await codesOf(user.userId)).toEqual([charging.code]);
    await t.db
      .updateTable('payment_attempts')
      .set({ state: 'voided' })
      .where('id', '=', attempt.id)
      .execute();
    await cleanup(user);
    expect(await codesOf(user.userId)).toEqual([]);
  });

  it('keeps an order with a declined or failed payment, as the record of that attempt', async () => {
    const user = await registerUser(t.app);
    const declined = await createTestOrder(t.db, { userId: user.userId, status: 'PAYMENT' });
    await recordPayment(t.db, declined.id, 'declined');
    const failed = await createTestOrder(t.db, { userId: user.userId, status: 'PAYMENT', offset: 3 });
    await recordPayment(t.db, failed.id, 'failed');
    await cleanup(user);
    expect(await codesOf(user.userId)).toEqual([declined.code, failed.code]);
  });

  it('touches only the caller’s orders', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const others = await createTestOrder(t.db, { userId: other.userId, status: 'PAYMENT' });
    const guests = await createTestOrder(t.db, { userId: null, status: 'PAYMENT' });
    await cleanup(user);
    expect(await codesOf(other.userId)).toEqual([others.code]);
    expect(
      await t.db.selectFrom('orders').select('code').where('id', '=', guests.id).executeTakeFirst(),
    ).toEqual({ code: guests.code });
  });

  it('401 without a token, 403 for another customer’s user_id, 404 for an unknown one', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mine = await createTestOrder(t.db, { userId: user.userId, status: 'PAYMENT' });
    const call = (body: object, headers: Record<string, string> = {}) =>
      postJson(t.app, '/api/checkout/cleanup_orders', body, headers);
    expect(await call({ user_id: user.userId })).toEqual({
      status: 401,
      body: { errors: { auth: ['Invalid token'] } },
    });
    expect((await call({ user_id: user.userId }, other.auth)).status).toBe(403);
    expect((await call({ user_id: 999999 }, other.auth)).status).toBe(404);
    expect((await call({}, user.auth)).status).toBe(400);
    expect(await codesOf(user.userId)).toEqual([mine.code]);
  });
});

describe('POST /order/current_code', () => {
  it('answers the newest order in PAYMENT, never a paid one', async () => {
    const user = await registerUser(t.app);
    expect((await currentCode(user)).body).toEqual({ code: null });
    await createTestOrder(t.db, { userId: user.userId, status: 'RECEIVED' });
    expect((await currentCode(user)).body).toEqual({ code: null });
    const old = await createTestOrder(t.db, {
      userId: user.userId,
      status: 'PAYMENT',
      placedAt: new Date(Date.now() - 60 * MINUTE_MS),
    });
    await recordPayment(t.db, old.id, 'declined');
    const newer = await createTestOrder(t.db, { userId: user.userId, status: 'PAYMENT' });
    expect((await currentCode(user)).body).toEqual({ code: newer.code });
  });
});
