import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type AppConfig, dataPaths } from './config';
import { type Db } from './db/database';
import { PLACEHOLDER_HERO } from './db/seed/images/write-images';
import { createMailer, type Mailer } from './mail/mailer';
import { AccountsRepository } from './modules/accounts/accounts.repository';
import { AccountsService } from './modules/accounts/accounts.service';
import { GUEST_ORDER_THROTTLE_RULES, LoginThrottle } from './modules/accounts/login-throttle';
import { PasswordRecoveryService } from './modules/accounts/password-recovery.service';
import { ResetMailQueue } from './modules/accounts/password-reset-mail-queue';
import { PasswordResetRequestsRepository } from './modules/accounts/password-reset-requests.repository';
import { PasswordResetsRepository } from './modules/accounts/password-resets.repository';
import { ProfileService } from './modules/accounts/profile.service';
import { TokenService } from './modules/accounts/tokens';
import { BackgroundTasks } from './lib/background-tasks';
import { SharedQuota } from './lib/shared-quota';
import { CustomerAuth, StaffAuth } from './plugins/auth';
import { CartRepository } from './modules/cart/cart.repository';
import { CartService } from './modules/cart/cart.service';
import { type CatalogFollower, createCatalog } from './modules/catalog/catalog.module';
import { createCheckout } from './modules/checkout/checkout.module';
import { CouponsRepository } from './modules/coupons/coupons.repository';
import { CouponsService } from './modules/coupons/coupons.service';
import { OrdersRepository } from './modules/orders/orders.repository';
import { OrdersService } from './modules/orders/orders.service';
import { createPaymentProcessor } from './modules/payments/gateway/create-payment-gateway';
import { createPaymentsService } from './modules/payments/payments.module';
import { SupportRepository } from './modules/support/support.repository';
import { SupportService } from './modules/support/support.service';
import { WishlistRepository } from './modules/wishlist/wishlist.repository';
import { createBackoffice } from './modules/backoffice/backoffice.module';
import { StaffSessions } from './modules/backoffice/staff-sessions';
import { StaffSessionsRepository } from './modules/backoffice/staff-sessions.repository';

export interface ServiceOverrides {
  mailer?: Mailer;
  now?: () => Date;
  /**
   * What else keeps answers made from the catalogue and must follow its changes as the API's
   * own caches do (the shop's server-rendered pages: tooling/server/src/render/rendered-pages.ts).
   */
  catalogFollowers?: readonly CatalogFollower[];
}

/**
 * Contact messages and availability questions, shop-wide, an hour: each is a row and a mail
 * (a file in DATA_DIR/outbox without SMTP). The studio answers a few dozen a day; a flood past
 * this is refused (429 under `message`) rather than stored.
 */
const SUPPORT_MESSAGES_PER_HOUR = 100;

/** Reset mails per e-mail address (known or not): at most 5 an hour, against mail bombing. */
const RESET_MAILS_PER_EMAIL = { max: 5, windowMs: 60 * 60_000 };

/** Hero files checked once each: a missing one is answered with the placeholder. */
function heroChecker(dir: string): (file: string) => string {
  const known = new Map<string, boolean>();
  return (file) => {
    let exists = known.get(file);
    if (exists === undefined) {
      exists = existsSync(join(dir, file));
      known.set(file, exists);
    }
    return exists ? file : PLACEHOLDER_HERO;
  };
}

/** Wires repositories into services: the one place that knows every dependency. */
export function createServices(db: Db, config: AppConfig, overrides: ServiceOverrides = {}) {
  const paths = dataPaths(config);
  const now = overrides.now ?? (() => new Date());
  const tokens = new TokenService(config.jwtSecret, now);
  const accountsRepository = new AccountsRepository(db);
  const resetsRepository = new PasswordResetsRepository(db);
  const clock = () => now().getTime();
  const loginThrottle = new LoginThrottle(db, { scope: 'login', now: clock, perClient: config.rateLimit });
  const mailer = overrides.mailer ?? createMailer(config, paths.outbox);
  const payments = createPaymentProcessor(config.paymentGateway, { db, now });
  const staffSessions = new StaffSessions(new StaffSessionsRepository(db), tokens, now);
  const guestThrottle = new LoginThrottle(db, {
    scope: 'guest_order',
    now: clock,
    perClient: config.rateLimit,
    rules: GUEST_ORDER_THROTTLE_RULES,
  });
  const orders = new OrdersService(new OrdersRepository(db), guestThrottle, now);
  return {
    customerAuth: new CustomerAuth(tokens, accountsRepository),
    staffAuth: new StaffAuth(tokens, accountsRepository, staffSessions),
    catalog: createCatalog(db, heroChecker(paths.heroes), overrides.catalogFollowers),
    accounts: new AccountsService(
      accountsRepository,
      tokens,
      loginThrottle,
      config.scryptLogN,
      staffSessions,
    ),
    passwordRecovery: new PasswordRecoveryService({
      db,
      accounts: accountsRepository,
      resets: resetsRepository,
      tokens,
      mails: new ResetMailQueue({
        db,
        requests: new PasswordResetRequestsRepository(db),
        resets: resetsRepository,
        mailer,
        shopPublicUrl: config.shopPublicUrl,
        now,
      }),
      perEmail: new SharedQuota(
        db,
        'password_reset_mails',
        RESET_MAILS_PER_EMAIL.max,
        RESET_MAILS_PER_EMAIL.windowMs,
        () => now().getTime(),
      ),
      loginThrottle,
      background: new BackgroundTasks(),
      scryptLogN: config.scryptLogN,
      now,
    }),
    profile: new ProfileService(
      db,
      accountsRepository,
      resetsRepository,
      loginThrottle,
      config.scryptLogN,
      tokens,
      staffSessions,
    ),
    wishlist: new WishlistRepository(db),
    cart: new CartService(new CartRepository(db)),
    coupons: new CouponsService(new CouponsRepository(db), now),
    checkout: createCheckout(db, now),
    orders,
    backoffice: createBackoffice({
      db,
      sessions: staffSessions,
      accounts: accountsRepository,
      orders,
      mailer,
      shopPublicUrl: config.shopPublicUrl,
      scryptLogN: config.scryptLogN,
      now,
    }),
    support: new SupportService(
      new SupportRepository(db),
      mailer,
      config.supportMailbox,
      config.shopPublicUrl,
      new SharedQuota(db, 'support_messages', SUPPORT_MESSAGES_PER_HOUR, 60 * 60_000, clock),
    ),
    payments: createPaymentsService({
      db,
      processor: payments,
      mailer,
      shopPublicUrl: config.shopPublicUrl,
      serverSecret: config.jwtSecret,
      now,
    }),
    paymentGateway: payments.gateway,
    threeDSTransactions: payments.transactions,
    paymentFramePages: payments.pages,
  };
}

export type Services = ReturnType<typeof createServices>;
