import { createHash } from 'node:crypto';
import { type DatabaseHandle } from '../../db/database';
import { catalogueLines } from '../../testing/orders';
import { openTestDatabase } from '../../testing/test-database';
import { GUEST_LINK_TTL_MS, guestTokenMatches } from './guest-token';
import { issueGuestLink, placeOrder } from './order-placement';
import { OrdersRepository } from './orders.repository';

// What the checkout relies on when it places orders, and the payment when it mails a guest link.

let database: DatabaseHandle;
let orders: OrdersRepository;
beforeAll(async () => {
  database = await openTestDatabase();
  orders = new OrdersRepository(database.db);
});
afterAll(() => database?.close());

const orderRow = (id: number) =>
  database.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('placeOrder', () => {
  it('keeps the lines as bought and the totals of the cart rule, coupon included', async () => {
    const lines = await catalogueLines(database.db, 2);
    const created = await placeOrder(orders, {
      userId: null,
      lines: [
        { ...lines[0]!, unitPriceCents: 128900, quantity: 1 },
        { ...lines[1]!, unitPriceCents: 4550, quantity: 2 },
      ],
      coupon: { code: 'MAXIMO', discountBp: 4525 },
    });
    expect(created).toMatchObject({ subtotalCents: 138000, discountCents: 62445, totalCents: 75555 });
    expect(created.code).toMatch(/^EST-\d{8}-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(created.guestLink).toBeUndefined();
    expect(await orderRow(created.id)).toMatchObject({
      status: 'PAYMENT',
      paid_at: null,
      coupon_code: 'MAXIMO',
      coupon_discount_bp: 4525,
      guest_token_hash: null,
      guest_token_expires_at: null,
    });
    const stored = await database.db
      .selectFrom('order_lines')
      .select(['product_id', 'name', 'image', 'unit_price_cents', 'quantity'])
      .where('order_id', '=', created.id)
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      {
        product_id: lines[0]!.productId,
        name: lines[0]!.name,
        image: lines[0]!.image,
        unit_price_cents: 128900,
        quantity: 1,
      },
      {
        product_id: lines[1]!.productId,
        name: lines[1]!.name,
        image: lines[1]!.image,
        unit_price_cents: 4550,
        quantity: 2,
      },
    ]);
  });

  it('hands out a guest token once and stores only its SHA-256, expiring 30 days after the order', async () => {
    const placedAt = new Date('2026-03-05T07:08:09.000Z');
    const created = await placeOrder(orders, {
      userId: null,
      lines: await catalogueLines(database.db, 1),
      status: 'RECEIVED',
      placedAt,
      guestLink: true,
    });
    const token = created.guestLink!.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(created.guestLink!.expiresAt).toEqual(new Date(placedAt.getTime() + GUEST_LINK_TTL_MS));
    expect(GUEST_LINK_TTL_MS).toBe(30 * 24 * 3600 * 1000);
    const row = await orderRow(created.id);
    expect(row.guest_token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(Object.values(row).map(String)).not.toContain(token);
    expect(row.guest_token_expires_at).toEqual(created.guestLink!.expiresAt);
    expect(row.paid_at).toEqual(placedAt);
    expect(row.created_at).toEqual(placedAt);
  });

  it('places nothing when a line fails (its own transaction), or when the caller’s transaction rolls back', async () => {
    const before = await database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const [line] = await catalogueLines(database.db, 1);
    await expect(
      placeOrder(orders, { userId: null, lines: [line!, { ...line!, productId: 999_999_999 }] }),
    ).rejects.toThrow();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await placeOrder(orders, { userId: null, lines: [line!] }, trx);
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    const after = await database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('issueGuestLink', () => {
  it('replaces the link: the old token stops matching, the new one matches', async () => {
    const created = await placeOrder(orders, {
      userId: null,
      lines: await catalogueLines(database.db, 1),
      guestLink: true,
    });
    const renewed = await issueGuestLink(orders, created.id);
    const { guest_token_hash } = await orderRow(created.id);
    expect(guestTokenMatches(created.guestLink!.token, guest_token_hash)).toBe(false);
    expect(guestTokenMatches(renewed!.token, guest_token_hash)).toBe(true);
    expect(guestTokenMatches(renewed!.token, null)).toBe(false);
    expect(await issueGuestLink(orders, 999_999_999)).toBeUndefined();
  });
});
