// A cart line the stock no longer covers, for the cart's browser test (e2e/src/cart): customers
// whose server carts hold 3 units of a product of which another buyer has since taken all but
// one. The test's own shop gets it with `seedShortStock` before the server starts, through the
// API's cart and stock repositories (the API has no route that lowers a stock outside a sale).
// This file holds the shape and the command only, so the e2e project never loads the API's code.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './shop-process';

export const E2E_SHORT_STOCK_FILE = 'e2e-short-stock.json';

export interface ShortStockFixture {
  product: { id: number; nameEs: string; nameEn: string };
  /** Units in each customer's cart. */
  quantity: number;
  /** Units left once the other buyer took theirs. */
  stock: number;
  /** One customer per language, each with the short line in their server cart. */
  customers: Array<{ email: string; password: string }>;
}

/**
 * Prepares the database in `dataDir` (migrated and seeded as a first start would), fills the
 * customers' carts and lowers the stock; writes and returns `<dataDir>/e2e-short-stock.json`.
 * Run it before the server starts: PGlite has one process at a time.
 */
export function seedShortStock(dataDir: string, customers: number): string {
  const out = path.join(dataDir, E2E_SHORT_STOCK_FILE);
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'tooling/testing/seed-e2e-short-stock.ts',
      '--customers',
      String(customers),
      '--out',
      out,
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0)
    throw new Error(`seed-e2e-short-stock failed (exit ${result.status ?? result.signal})`);
  return out;
}
