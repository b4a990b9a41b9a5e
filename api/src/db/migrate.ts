import { type Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { type Database } from './schema';
import * as catalog from './migrations/0001-catalog';
import * as accounts from './migrations/0002-accounts';
import * as couponsSupport from './migrations/0003-coupons-support';
import * as orders from './migrations/0004-orders';
import * as payments3ds from './migrations/0005-payments-3ds';
import * as guestOrderLinks from './migrations/0006-guest-order-links';
import * as passwordResets from './migrations/0007-password-resets';
import * as availabilityRequests from './migrations/0008-availability-requests';
import * as orderDelivery from './migrations/0009-order-delivery';
import * as paymentReference from './migrations/0010-payment-reference';
import * as backoffice from './migrations/0011-backoffice';
import * as ordersSearchByAccount from './migrations/0012-orders-search-by-account';
import * as catalogChangeNotices from './migrations/0020-catalog-change-notices';
import * as productCounts from './migrations/0021-product-counts';
import * as loginThrottles from './migrations/0022-login-throttles';
import * as sharedQuotas from './migrations/0023-shared-quotas';
import * as rateLimits from './migrations/0024-rate-limits';
import * as orderConfirmationOwed from './migrations/0025-order-confirmation-owed';
import * as threedsCardFingerprint from './migrations/0026-threeds-card-fingerprint';
import * as sessionGeneration from './migrations/0027-session-generation';
import * as passwordResetRequests from './migrations/0028-password-reset-requests';
import * as productUpdatedAt from './migrations/0029-product-updated-at';
import * as listingOrderIndexes from './migrations/0030-listing-order-indexes';
import * as dropProductCounts from './migrations/0031-drop-product-counts';
import * as paymentAttempts from './migrations/0032-payment-attempts';
import * as productPrices from './migrations/0033-product-prices';

// Migrations are imported, not read from a folder, so they run the same under tsx,
// Jest and a bundle. Add a new file here, never edit one that has shipped.
const migrations: Record<string, Migration> = {
  '0001-catalog': catalog,
  '0002-accounts': accounts,
  '0003-coupons-support': couponsSupport,
  '0004-orders': orders,
  '0005-payments-3ds': payments3ds,
  '0006-guest-order-links': guestOrderLinks,
  '0007-password-resets': passwordResets,
  '0008-availability-requests': availabilityRequests,
  '0009-order-delivery': orderDelivery,
  '0010-payment-reference': paymentReference,
  '0011-backoffice': backoffice,
  '0012-orders-search-by-account': ordersSearchByAccount,
  '0020-catalog-change-notices': catalogChangeNotices,
  '0021-product-counts': productCounts,
  '0022-login-throttles': loginThrottles,
  '0023-shared-quotas': sharedQuotas,
  '0024-rate-limits': rateLimits,
  '0025-order-confirmation-owed': orderConfirmationOwed,
  '0026-threeds-card-fingerprint': threedsCardFingerprint,
  '0027-session-generation': sessionGeneration,
  '0028-password-reset-requests': passwordResetRequests,
  '0029-product-updated-at': productUpdatedAt,
  '0030-listing-order-indexes': listingOrderIndexes,
  '0031-drop-product-counts': dropProductCounts,
  '0032-payment-attempts': paymentAttempts,
  '0033-product-prices': productPrices,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Every migration this code knows, by name: a database missing one is behind (readiness). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

/** Brings the schema up to date; returns the names of the migrations it ran. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Unordered: migrations are numbered per line of work (0011… back office, 0020… catalogue),
  // so a database that ran 0020 may meet a new 0011 later; each runs once, recorded by name.
  const { error, results } = await new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
