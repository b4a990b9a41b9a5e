import { randomBytes } from 'node:crypto';
import { type DatabaseHandle } from '../database';
import { openTestDatabase } from '../../testing/test-database';

// Migration 0005: the database itself refuses a second authorised payment of an order,
// unknown payment statuses, and 3-D Secure transactions that would hold card data.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

async function newOrder(): Promise<number> {
  const { id } = await database.db
    .insertInto('orders')
    .values({ code: `T-${randomBytes(6).toString('hex')}`, subtotal_cents: 1000, total_cents: 1000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const payment = (orderId: number, status: 'authorized' | 'declined' | 'failed', key: string) => ({
  order_id: orderId,
  status,
  amount_cents: 1000,
  brand: 'VISA',
  last4: '5344',
  expiry_month: 12,
  expiry_year: 2030,
  idempotency_key: key,
});

const transaction = (orderId: number, overrides: Record<string, unknown> = {}) => ({
  server_trans_id: randomBytes(12).toString('hex'),
  order_id: orderId,
  brand: 'VISA' as const,
  last4: '5344',
  version_action: 'gather_device_data' as const,
  amount_cents: 1000,
  expires_at: new Date(Date.now() + 240_000),
  ...overrides,
});

describe('migration 0005: payments and 3-D Secure transactions', () => {
  it('makes a second authorised payment of one order impossible, while failed attempts may repeat', async () => {
    const orderId = await newOrder();
    await database.db
      .insertInto('payments')
      .values([payment(orderId, 'declined', `${orderId}-1`), payment(orderId, 'failed', `${orderId}-2`)])
      .execute();
    await database.db
      .insertInto('payments')
      .values(payment(orderId, 'authorized', `${orderId}-3`))
      .execute();
    await expect(
      database.db
        .insertInto('payments')
        .values(payment(orderId, 'authorized', `${orderId}-4`))
        .execute(),
    ).rejects.toThrow(/payments_one_authorized_per_order|duplicate key/);
  });

  it('checks payment statuses and the last four digits', async () => {
    const orderId = await newOrder();
    await expect(
      database.db
        .insertInto('payments')
        .values({ ...payment(orderId, 'authorized', `${orderId}-x`), status: 'pending' as never })
        .execute(),
    ).rejects.toThrow(/payments_status_known|check constraint/);
    await expect(
      database.db
        .insertInto('payments')
        .values({ ...payment(orderId, 'failed', `${orderId}-y`), last4: '53a4' })
        .execute(),
    ).rejects.toThrow(/payments_last4_digits|check constraint/);
  });

  it('keeps a 3-D Secure transaction any instance can read, with brand and last four digits only', async () => {
    const orderId = await newOrder();
    const row = transaction(orderId);
    await database.db.insertInto('threeds_transactions').values(row).execute();
    const stored = await database.db
      .selectFrom('threeds_transactions')
      .selectAll()
      .where('server_trans_id', '=', row.server_trans_id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      method_status: 'pending',
      challenge_status: 'none',
      currency: 'EUR',
      last4: '5344',
    });
    expect(Object.keys(stored)).not.toEqual(expect.arrayContaining(['number', 'card_number', 'cvn', 'cvc']));
  });

  it.each([
    ['a card number in place of the last four digits', { last4: '4222000006285344' }],
    ['an unknown transStatus', { trans_status: 'X' }],
    ['another currency', { currency: 'USD' }],
    ['an unknown challenge status', { challenge_status: 'maybe' }],
  ])('refuses %s', async (_name, overrides) => {
    const orderId = await newOrder();
    await expect(
      database.db
        .insertInto('threeds_transactions')
        .values(transaction(orderId, overrides) as never)
        .execute(),
    ).rejects.toThrow();
  });

  it('refuses an order marked received without the time it was paid', async () => {
    const orderId = await newOrder();
    await expect(
      database.db.updateTable('orders').set({ status: 'RECEIVED' }).where('id', '=', orderId).execute(),
    ).rejects.toThrow(/orders_paid_when_received|check constraint/);
    await database.db
      .updateTable('orders')
      .set({ status: 'RECEIVED', paid_at: new Date() })
      .where('id', '=', orderId)
      .execute();
  });
});
