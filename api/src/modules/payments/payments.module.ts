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
import { PaymentAuthorization } from './payment-authorization';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

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
  return new PaymentsService({
    payments,
    gateway: processor.gateway,
    transactions: processor.transactions,
    authorization: new PaymentAuthorization({
      db,
      payments,
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
