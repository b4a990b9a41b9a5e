import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { type DatabaseHandle } from '../../db/database';
import { catalogueLines } from '../../testing/orders';
import { openTestDatabase } from '../../testing/test-database';
import { GUEST_LINK_TTL_MS, guestTokenMatches } from './guest-token';
import { OrdersRepository } from './orders.repository';
import { insertProductCopies } from '../../testing/products';

// What the checkout will rely on when it places orders, and what the order pages read back.

let database: DatabaseHandle;
let orders: OrdersRepository;
beforeAll(async () => {
  database = await openTestDatabase();
  orders = new OrdersRepository(database.db);
});
afterAll(() => database?.close());

const orderRow = (id: number) =>
  database.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('OrdersRepository.create', () => {
  it('keeps the lines as bought and the totals of the cart rule, coupon included', async () => {
    const lines = await catalogueLines(database.db, 2);
    const created = await orders.create({
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
    const created = await orders.create({
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
      orders.create({ userId: null, lines: [line!, { ...line!, productId: 999_999_999 }] }),
    ).rejects.toThrow();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await orders.create({ userId: null, lines: [line!] }, trx);
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

describe('OrdersRepository.issueGuestLink', () => {
  it('replaces the link: the old token stops matching, the new one matches', async () => {
    const created = await orders.create({
      userId: null,
      lines: await catalogueLines(database.db, 1),
      guestLink: true,
    });
    const renewed = await orders.issueGuestLink(created.id);
    const { guest_token_hash } = await orderRow(created.id);
    expect(guestTokenMatches(created.guestLink!.token, guest_token_hash)).toBe(false);
    expect(guestTokenMatches(renewed!.token, guest_token_hash)).toBe(true);
    expect(guestTokenMatches(renewed!.token, null)).toBe(false);
    expect(await orders.issueGuestLink(999_999_999)).toBeUndefined();
  });
});

describe('OrdersRepository.lines', () => {
  it('names a line after the product in the language asked, and by its kept name once the product is gone', async () => {
    const original = await database.db.selectFrom('products').select('id').limit(1).executeTakeFirstOrThrow();
    const [copy] = await insertProductCopies(database.db, [original.id], {
      names: { en: 'Gone lamp', es: 'Lámpara retirada' },
    });
    const productId = copy!;
    const created = await orders.create({
      userId: null,
      lines: [
        {
          productId,
          name: 'Lámpara como se compró',
          image: 'lamp.svg',
          unitPriceCents: 1000,
          quantity: 1,
        },
      ],
    });
    expect((await orders.lines(created.id, 'en'))[0]?.name).toBe('Gone lamp');
    expect((await orders.lines(created.id, 'es'))[0]?.name).toBe('Lámpara retirada');

    // Today a product with orders cannot be deleted (the foreign key); should that change,
    // the line keeps its own name. This test file's database only.
    await sql`alter table order_lines drop constraint order_lines_product_id_fkey`.execute(database.db);
    await database.db.deleteFrom('products').where('id', '=', productId).execute();
    expect(await orders.lines(created.id, 'en')).toEqual([
      {
        product_id: productId,
        name: 'Lámpara como se compró',
        image: 'lamp.svg',
        unit_price_cents: 1000,
        quantity: 1,
      },
    ]);
  });
});
