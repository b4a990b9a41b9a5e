// Orders browser tests can open: global-setup.ts placed them in the shop's database before it
// started (e2e/src/support/fixtures/e2e-orders-fixture.ts), for a known customer and for guests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_ORDERS_FILE, type E2eOrders, type FixtureGuestOrder } from './fixtures/e2e-orders-fixture';
import { type Account } from './accounts';

export type { E2eOrders, FixtureGuestOrder, FixtureOrder } from './fixtures/e2e-orders-fixture';

/** The e2e shop's data directory (E2E_DATA_DIR): the orders fixture, and the mail outbox in `outbox/`. */
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir)
    throw new Error('E2E_DATA_DIR is not set: run browser tests through jest (globalSetup starts the shop)');
  return dir;
}

let cached: E2eOrders | undefined;

/**
 * The fixture: `customer` (e-mail, password, and a signed-in session: pass it to
 * `signInOnPage`) with two paid orders in `customerOrders` (newest first), `guestOrder`
 * whose link opens it and `expiredGuestOrder` whose link has expired. Read-only: every test
 * shares them, so do not change this customer's cart, wishlist or password.
 */
export function e2eOrders(): E2eOrders {
  cached ??= JSON.parse(readFileSync(path.join(e2eDataDir(), E2E_ORDERS_FILE), 'utf8')) as E2eOrders;
  return cached;
}

/** The fixture customer's session, as `signInOnPage` takes it. */
export function ordersCustomerSession(): Account {
  const { token, userId, tokenExpirationDate } = e2eOrders().customer;
  return { token, userId, tokenExpirationDate };
}

/** The page a guest's link opens: /orders/{code}?access_token={token}. */
export function guestOrderPath(order: Pick<FixtureGuestOrder, 'code' | 'accessToken'>): string {
  return `/orders/${encodeURIComponent(order.code)}?access_token=${encodeURIComponent(order.accessToken)}`;
}

/** The API call behind that page: GET /api/orders/guest/{code}/{token}. */
export function guestOrderApiPath(
  order: Pick<FixtureGuestOrder, 'code' | 'accessToken'>,
  language: 'es' | 'en' = 'es',
): string {
  return `/api/orders/guest/${encodeURIComponent(order.code)}/${encodeURIComponent(order.accessToken)}?language=${language}`;
}
