import { randomBytes } from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import { cartTotals, centsToEuros } from 'shared-contracts';
import { type Db } from '../db/database';
import { postJson } from './requests';
import { type TestUser } from './users';

// Carts, coupons and payments for the checkout's API tests.

export interface StockedProduct {
  id: number;
  price_cents: number;
  stock: number;
}

/**
 * `count` catalogue products with at least `minStock` units, after skipping `offset` of them,
 * so that tests which change a product (its stock, its price) can each take their own.
 */
export async function stockedProducts(
  db: Db,
  count: number,
  { minStock = 5, offset = 0 } = {},
): Promise<StockedProduct[]> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'price_cents', 'stock'])
    .where('stock', '>=', minStock)
    .orderBy('id')
    .offset(offset)
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error(`fewer than ${offset + count} products with ${minStock} units`);
  return rows;
}

/** Puts lines in the customer's server-side cart, as the cart remote does. */
export async function fillCart(
  app: FastifyInstance,
  user: TestUser,
  lines: readonly { id: number; quantity: number }[],
): Promise<void> {
  for (const { id, quantity } of lines) {
    const answer = await postJson(
      app,
      '/api/cart/upsert_amount_product',
      { sku_product: id, user_id: user.userId, amount: quantity },
      user.auth,
    );
    if (answer.status !== 200) throw new Error(`cart upsert failed: ${JSON.stringify(answer)}`);
  }
}

/** The final price a browser shows for these lines and coupon percent, in euros, by the shared rule. */
export function finalPriceOf(
  lines: readonly { price_cents: number; quantity: number }[],
  discountPercent = 0,
): number {
  const totals = cartTotals(
    lines.map((line) => ({ unitPriceCents: line.price_cents, quantity: line.quantity })),
    discountPercent,
  );
  return centsToEuros(totals.finalPriceCents);
}

/** A live coupon of one's own (a random code), `discountBp` basis points, optionally expiring. */
export async function createCoupon(
  db: Db,
  discountBp: number,
  expiresAt: Date | null = null,
): Promise<string> {
  const code = `T${randomBytes(5).toString('hex').toUpperCase()}`;
  await db.insertInto('coupons').values({ code, discount_bp: discountBp, expires_at: expiresAt }).execute();
  return code;
}

/** A 3-D Secure transaction of an order, alive until `expiresAt`, as the payments module records one. */
export async function recordThreeDSTransaction(db: Db, orderId: number, expiresAt: Date): Promise<string> {
  const serverTransId = randomBytes(12).toString('hex');
  await db
    .insertInto('threeds_transactions')
    .values({
      server_trans_id: serverTransId,
      order_id: orderId,
      brand: 'VISA',
      last4: '5344',
      version_action: 'gather_device_data',
      amount_cents: 1000,
      created_at: new Date(expiresAt.getTime() - 240_000),
      updated_at: new Date(expiresAt.getTime() - 240_000),
      expires_at: expiresAt,
    })
    .execute();
  return serverTransId;
}

/** A recorded payment attempt of an order: declined or failed (an authorised one marks it RECEIVED). */
export async function recordPayment(db: Db, orderId: number, status: 'declined' | 'failed'): Promise<void> {
  await db
    .insertInto('payments')
    .values({
      order_id: orderId,
      status,
      amount_cents: 1000,
      brand: 'VISA',
      last4: '5344',
      expiry_month: 12,
      expiry_year: 2030,
      idempotency_key: randomBytes(8).toString('hex'),
    })
    .execute();
}

/** A billing or shipping address as the checkout form sends it (docs/spec.md §3). */
export const testAddress = {
  email: 'ana@example.com',
  name: 'Ana García',
  streetAddress: 'Calle Mayor 1',
  streetAddressContinued: '2º B',
  city: 'Madrid',
  country: 'España',
  state: 'Madrid',
  zip: '28013',
  phoneNumber: '600123456',
  phonePrefix: '34',
};
