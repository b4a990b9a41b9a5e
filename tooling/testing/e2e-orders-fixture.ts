// The orders browser tests can open (e2e/src/support/orders.ts reads them): a known customer
// with paid orders, and guest orders with their links' tokens. global-setup.ts puts them into
// the e2e shop's data directory with `seedE2eOrders` before the server starts, through the
// API's own orders repository: the API has no HTTP route that makes an order outside a checkout.
// This file holds the shape and the command only, so the e2e project never loads the API's code.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './shop-process';

/** Written into the data directory: `<DATA_DIR>/e2e-orders.json`. */
export const E2E_ORDERS_FILE = 'e2e-orders.json';

/** The customer whose orders the fixture holds, unless another e-mail is given. */
export const E2E_ORDERS_CUSTOMER = {
  email: 'orders.customer@e2e.example.com',
  password: 'Olmo-pedidos-e2e-2026',
};

export interface FixtureOrderLine {
  productId: number;
  /** The product's names in Castellano and English, as the detail shows them per `language`. */
  nameEs: string;
  nameEn: string;
  /** The unit price paid, in euros. */
  price: number;
  amount: number;
}

export interface FixtureOrder {
  code: string;
  status: 'PAYMENT' | 'RECEIVED' | 'SEND' | 'DELIVERED';
  /** As the API and pages show it: UTC 'YYYY-MM-DD HH:MM:SS'. */
  date: string;
  products: FixtureOrderLine[];
  cartPrice: number;
  cartDiscount: number;
  nameDiscount: string | null;
  percentageDiscount: number;
  finalPrice: number;
}

export interface FixtureGuestOrder extends FixtureOrder {
  /** The link's token: /orders/{code}?access_token={accessToken}. */
  accessToken: string;
  /** ISO 8601. */
  expiresAt: string;
}

export interface E2eOrders {
  /** Signed in with `token` (a 7-day customer session issued when the fixture was made), or at /login. */
  customer: { email: string; password: string; userId: number; token: string; tokenExpirationDate: string };
  /** The customer's orders as GET /orders/{userId} lists them: newest first. */
  customerOrders: FixtureOrder[];
  /** A guest's order whose link opens it. */
  guestOrder: FixtureGuestOrder;
  /** A guest's order whose link expired (the API answers 410). */
  expiredGuestOrder: FixtureGuestOrder;
}

/**
 * Prepares the shop's database in `dataDir` (migrated and seeded, as a first start would)
 * and places the fixture's orders for `customer`, creating that customer if needed; writes
 * `<dataDir>/e2e-orders.json`. Run it before the server starts: PGlite has one process at a time.
 */
export function seedE2eOrders(
  dataDir: string,
  customer: { email: string; password: string } = E2E_ORDERS_CUSTOMER,
  env: Record<string, string> = {},
): string {
  const out = path.join(dataDir, E2E_ORDERS_FILE);
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'tooling/testing/seed-e2e-orders.ts',
      '--email',
      customer.email,
      '--password',
      customer.password,
      '--out',
      out,
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`seed-e2e-orders failed (exit ${result.status ?? result.signal})`);
  return out;
}
