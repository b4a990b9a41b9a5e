// Browser tests run against the server `npm start` runs. `npm test` builds first; a bare
// `jest --selectProjects e2e` builds here when no build is present.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { seedE2eOrders } from './fixtures/e2e-orders-fixture';
import { seedE2eStaff } from './fixtures/e2e-staff-fixture';
import { newDataDir, REPO_ROOT, startShop } from 'tooling-testing/shop-process';

export default async function globalSetup(): Promise<void> {
  if (!existsSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html'))) {
    execSync('npm run build', { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  // The orders fixture (support/orders.ts) goes into the database before the server opens it.
  const dataDir = newDataDir();
  seedE2eOrders(dataDir);
  // The back office's people (support/staff.ts): a staff member, and an invitation that expired.
  seedE2eStaff(dataDir, { inviteExpired: ['late.colleague@e2e.example.com'] });
  // Every browser test comes from 127.0.0.1, so the per-client limits (10 registrations and
  // 5 messages a minute) would refuse the suite itself; the API tests hold those limits.
  const shop = await startShop({ DATA_DIR: dataDir, RATE_LIMIT: 'off' });
  process.env.E2E_BASE_URL = shop.baseUrl;
  process.env.E2E_SERVER_PID = String(shop.process.pid);
  // The shop's data directory: the orders fixture, and the mail outbox (outbox/*.eml).
  process.env.E2E_DATA_DIR = shop.dataDir;
  (globalThis as { __SHOP__?: unknown }).__SHOP__ = shop;
}
