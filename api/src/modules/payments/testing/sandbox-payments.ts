import { type Db } from '../../../db/database';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { CartRepository } from '../../cart/cart.repository';
import { StockRepository } from '../../catalog/stock.repository';
import { type PaymentGateway } from '../gateway/payment-gateway';
import { SandboxGateway } from '../gateway/sandbox/sandbox-gateway';
import { SandboxLedger } from '../gateway/sandbox/sandbox-ledger';
import { ThreeDSTransactionsRepository } from '../gateway/threeds-transactions.repository';
import { type AttemptSweepTiming, PaymentAttemptSweep } from '../payment-attempt-sweep';
import { PaymentAttemptsRepository } from '../payment-attempts.repository';
import { PaymentAuthorization } from '../payment-authorization';
import { PaymentsRepository } from '../payments.repository';

// The payment's parts wired as payments.module.ts wires them, on a test's database, beside the
// app's own: a sandbox processor with its ledger (the same table as the app's), the attempts,
// a sweep on a clock of the test's, and authorisations whose parts a test may replace.

export interface SandboxPayments {
  gateway: SandboxGateway;
  attempts: PaymentAttemptsRepository;
  sweep(options?: {
    now?: () => Date;
    gateway?: PaymentGateway;
    timing?: AttemptSweepTiming;
  }): PaymentAttemptSweep;
  authorization(parts?: {
    gateway?: PaymentGateway;
    carts?: CartRepository;
    attempts?: PaymentAttemptsRepository;
  }): PaymentAuthorization;
  /** Gives the ledger's connection back: before the database closes. */
  close(): Promise<void>;
}

/** Its processor's connection kept first, as an instance's is at start. */
export async function openSandboxPayments(db: Db): Promise<SandboxPayments> {
  const transactions = new ThreeDSTransactionsRepository(db);
  const gateway = new SandboxGateway(transactions, new SandboxLedger(db));
  await gateway.open();
  const attempts = new PaymentAttemptsRepository(db);
  const sweep: SandboxPayments['sweep'] = (options = {}) =>
    new PaymentAttemptSweep({
      attempts,
      gateway: options.gateway ?? gateway,
      now: options.now ?? (() => new Date()),
      ...(options.timing ? { timing: options.timing } : {}),
    });
  return {
    gateway,
    attempts,
    sweep,
    authorization: (parts = {}) =>
      new PaymentAuthorization({
        db,
        payments: new PaymentsRepository(db),
        attempts: parts.attempts ?? attempts,
        sweep: sweep({ gateway: parts.gateway ?? gateway }),
        transactions,
        stock: new StockRepository(db),
        carts: parts.carts ?? new CartRepository(db),
        gateway: parts.gateway ?? gateway,
        now: () => new Date(),
      }),
    close: () => gateway.close(),
  };
}

/** A test file's app with the payment's parts beside it: opened before its tests, closed after. */
export function sandboxShopForFile(): { readonly shop: TestApp; readonly sandbox: SandboxPayments } {
  let opened: { shop: TestApp; sandbox: SandboxPayments } | undefined;
  beforeAll(async () => {
    const shop = await createTestApp();
    opened = { shop, sandbox: await openSandboxPayments(shop.db) };
  });
  afterAll(async () => {
    await opened?.sandbox.close();
    await opened?.shop.close();
  });
  const scene = () => {
    if (!opened) throw new Error('sandboxShopForFile: used before its beforeAll ran');
    return opened;
  };
  return {
    get shop() {
      return scene().shop;
    },
    get sandbox() {
      return scene().sandbox;
    },
  };
}

/** An order's payment attempts as a test checks them, oldest first. */
export const attemptsOfOrder = (db: Db, orderId: number) =>
  db
    .selectFrom('payment_attempts')
    .select(['idempotency_key', 'state', 'reference', 'claimed_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
