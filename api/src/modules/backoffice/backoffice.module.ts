import { type Db } from '../../db/database';
import { type Mailer } from '../../mail/mailer';
import { type AccountsRepository } from '../accounts/accounts.repository';
import { AddressesRepository } from '../checkout/addresses.repository';
import { CouponsRepository } from '../coupons/coupons.repository';
import { OrderStatusHistoryRepository } from '../orders/order-status-history.repository';
import { OrdersRepository } from '../orders/orders.repository';
import { type OrdersService } from '../orders/orders.service';
import { BackofficeCouponsService } from './backoffice-coupons.service';
import { BackofficeOrdersRepository } from './backoffice-orders.repository';
import { BackofficeOrdersService } from './backoffice-orders.service';
import { BulkPricesRepository } from './prices/bulk.repository';
import { PricesRepository } from './prices/prices.repository';
import { PricesService } from './prices/prices.service';
import { StaffInvitationsRepository } from './staff-invitations.repository';
import { StaffInvitations } from './staff-invitations.service';
import { type StaffSessions } from './staff-sessions';

export interface BackofficeModuleOptions {
  db: Db;
  /** Made first: the back-office login (accounts) and StaffAuth use them too. */
  sessions: StaffSessions;
  accounts: AccountsRepository;
  /** The customer's order detail, which the back office's extends. */
  orders: OrdersService;
  mailer: Mailer;
  shopPublicUrl: string;
  scryptLogN: number;
  now: () => Date;
}

/** The back office's services, wired once: invitations, sessions, orders, coupons, prices. */
export function createBackoffice(options: BackofficeModuleOptions) {
  const { db, sessions, accounts, mailer, shopPublicUrl, scryptLogN, now } = options;
  const pricesRepository = new PricesRepository(db);
  return {
    sessions,
    invitations: new StaffInvitations({
      db,
      invitations: new StaffInvitationsRepository(db),
      accounts,
      sessions,
      mailer,
      shopPublicUrl,
      scryptLogN,
      now,
    }),
    orders: new BackofficeOrdersService({
      db,
      repository: new BackofficeOrdersRepository(db),
      orders: new OrdersRepository(db),
      details: options.orders,
      addresses: new AddressesRepository(db),
      history: new OrderStatusHistoryRepository(db),
      accounts,
      now,
    }),
    coupons: new BackofficeCouponsService(new CouponsRepository(db), now),
    prices: new PricesService({
      db,
      repository: pricesRepository,
      bulk: new BulkPricesRepository(db),
      accounts,
    }),
    pricesRepository,
  };
}

export type BackofficeModule = ReturnType<typeof createBackoffice>;
