// node --import tsx tooling/testing/seed-e2e-orders.ts --email E --password P --out FILE
//   (with DATA_DIR, or DATABASE_URL, as the shop will start with). Migrates and seeds the
//   database if it is new, creates the customer E unless it exists (it must then have the
//   password P), places two paid orders for it and two guest orders (one whose link has
//   expired) through the API's orders repository, and writes what browser tests need to open
//   them, the guest links' plain tokens included, to FILE. For test shops only.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { centsToEuros, formatUtcDateTime } from 'shared-contracts';
import { loadConfig } from '../../api/src/config';
import { openConfiguredDatabase, prepareDatabase } from '../../api/src/db/bootstrap';
import { type Db } from '../../api/src/db/database';
import { AccountsRepository } from '../../api/src/modules/accounts/accounts.repository';
import { hashPassword, verifyPassword } from '../../api/src/modules/accounts/password-hash';
import { TokenService } from '../../api/src/modules/accounts/tokens';
import { createTestOrder, type TestOrder, type TestOrderOptions } from '../../api/src/testing/orders';
import { type E2eOrders, type FixtureGuestOrder, type FixtureOrder } from './e2e-orders-fixture';

const DAY_MS = 24 * 60 * 60 * 1000;

async function customerId(db: Db, email: string, password: string, scryptLogN: number): Promise<number> {
  const existing = await db
    .selectFrom('users')
    .select(['id', 'role', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) {
    if (existing.role !== 'customer' || !(await verifyPassword(password, existing.password_hash)))
      throw new Error(`${email} already exists as another account (not a customer with this password)`);
    return existing.id;
  }
  const created = await db
    .insertInto('users')
    .values({ email, password_hash: await hashPassword(password, scryptLogN), role: 'customer' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

function described(
  order: TestOrder,
  status: FixtureOrder['status'],
  placedAt: Date,
  coupon: TestOrderOptions['coupon'],
) {
  return {
    code: order.code,
    status,
    date: formatUtcDateTime(placedAt),
    products: order.lines.map((line) => ({
      productId: line.productId,
      nameEs: line.nameEs,
      nameEn: line.nameEn,
      price: centsToEuros(line.unitPriceCents),
      amount: line.quantity,
    })),
    cartPrice: centsToEuros(order.subtotalCents),
    cartDiscount: centsToEuros(order.discountCents),
    nameDiscount: coupon?.code ?? null,
    percentageDiscount: (coupon?.discountBp ?? 0) / 100,
    finalPrice: centsToEuros(order.totalCents),
  } satisfies FixtureOrder;
}

async function place(
  db: Db,
  options: TestOrderOptions & { status: FixtureOrder['status']; placedAt: Date },
): Promise<FixtureOrder & { order: TestOrder }> {
  const order = await createTestOrder(db, options);
  return { ...described(order, options.status, options.placedAt, options.coupon), order };
}

async function guest(db: Db, offset: number, placedAt: Date): Promise<FixtureGuestOrder> {
  const { order, ...shown } = await place(db, {
    userId: null,
    guestLink: true,
    status: 'RECEIVED',
    placedAt,
    offset,
    products: 1,
  });
  const link = order.guestLink!;
  return { ...shown, accessToken: link.token, expiresAt: link.expiresAt.toISOString() };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, out: { type: 'string' } },
  });
  if (!values.email || !values.password || !values.out) throw new Error('give --email, --password and --out');
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(database, config);
    const db = database.db;
    const userId = await customerId(
      db,
      values.email.trim().toLowerCase(),
      values.password,
      config.scryptLogN,
    );
    const now = Date.now();
    const older = await place(db, {
      userId,
      status: 'DELIVERED',
      placedAt: new Date(now - 20 * DAY_MS),
      offset: 0,
      products: 2,
    });
    const coupon = { code: 'E2EPEDIDOS', discountBp: 1000 };
    const newer = await place(db, {
      userId,
      status: 'RECEIVED',
      placedAt: new Date(now - 2 * DAY_MS),
      offset: 2,
      products: 3,
      coupon,
    });
    const account = await new AccountsRepository(db).sessionOf(userId);
    const session = await new TokenService(config.jwtSecret).issue({
      id: userId,
      role: 'customer',
      generation: account?.session_generation ?? 0,
    });
    const fixture: E2eOrders = {
      customer: {
        email: values.email.trim().toLowerCase(),
        password: values.password,
        userId,
        token: session.token,
        tokenExpirationDate: session.expiresAt.toISOString(),
      },
      customerOrders: [newer, older].map(({ order: _order, ...shown }) => shown),
      guestOrder: await guest(db, 5, new Date(now - DAY_MS)),
      expiredGuestOrder: await guest(db, 6, new Date(now - 31 * DAY_MS)),
    };
    writeFileSync(values.out, `${JSON.stringify(fixture, null, 2)}\n`, { mode: 0o600 });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    `seed-e2e-orders failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
