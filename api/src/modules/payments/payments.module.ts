import { type Db } from '../../db/database';
import { BackgroundTasks } from '../../lib/background-tasks';
import { type Mailer } from '../../mail/mailer';
import { CartRepository } from '../cart/cart.repository';
import { StockRepository } from '../catalog/stock.repository';
import { OrdersRepository } from '../orders/orders.repository';
import { CardFingerprints } from './gateway/card-fingerprint';
import { type PaymentProcessor } from './gateway/create-payment-gateway';
import { OrderConfirmation } from './order-confirmation/order-confirmation';
import { OrderConfirmationRepository } from './order-confirmation/order-confirmation.repository';
import { PaymentAttemptSweep } from './payment-attempt-sweep';
import { PaymentAttemptsRepository } from './payment-attempts.repository';
import { PaymentAuthorization } from './payment-authorization';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { attemptSweepTiming } from './test-hooks';

export interface PaymentsModuleOptions {
  db: Db;
  processor: PaymentProcessor;
  mailer: Mailer;
  shopPublicUrl: string;
  /** The server secret the card fingerprints' key is derived from (JWT_SECRET). */
  serverSecret: string;
  now: () => Date;
}

/** The payments module's service, wired from the card processor and the repositories it writes through. */
export function createPaymentsService({
  db,
  processor,
  mailer,
  shopPublicUrl,
  serverSecret,
  now,
}: PaymentsModuleOptions): PaymentsService {
  const payments = new PaymentsRepository(db);
  const orders = new OrdersRepository(db);
  const attempts = new PaymentAttemptsRepository(db);
  const sweep = new PaymentAttemptSweep({
    attempts,
    gateway: processor.gateway,
    now,
    timing: attemptSweepTiming(),
  });
  return new PaymentsService({
    payments,
    gateway: processor.gateway,
    transactions: processor.transactions,
    processor,
    sweep,
    authorization: new PaymentAuthorization({
      db,
      payments,
      attempts,
      sweep,
      transactions: processor.transactions,
      stock: new StockRepository(db),
      carts: new CartRepository(db),
      gateway: processor.gateway,
      now,
    }),
    confirmation: new OrderConfirmation({
      repository: new OrderConfirmationRepository(db),
      orders,
      mailer,
      shopPublicUrl,
      now,
    }),
    background: new BackgroundTasks(),
    fingerprints: new CardFingerprints(serverSecret),
  });
}
