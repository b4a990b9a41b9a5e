import { type FastifyPluginAsync } from 'fastify';
import { type Db } from '../../../db/database';
import { framePages } from './frame-pages';
import { type PaymentGatewayName } from './gateway-choice';
import { type PaymentGateway } from './payment-gateway';
import { sandboxAcsPages } from './sandbox/acs-pages';
import { SandboxAcs } from './sandbox/sandbox-acs';
import { SandboxGateway } from './sandbox/sandbox-gateway';
import { SandboxLedger } from './sandbox/sandbox-ledger';
import { ThreeDSTransactionsRepository } from './threeds-transactions.repository';

/** The configured card processor and what goes with it. */
export interface PaymentProcessor {
  gateway: PaymentGateway;
  /** The shop's record of 3-D Secure transactions: which order and user each belongs to. */
  transactions: ThreeDSTransactionsRepository;
  /** The 3-D Secure frames' pages, for the /api scope: the notification pages and the processor's own. */
  pages: FastifyPluginAsync;
  /** Takes what the processor keeps of the database, as the instance starts (not when only built). */
  open(): Promise<void>;
  /** Lets go of what the processor holds of the database (before it closes). */
  close(): Promise<void>;
}

/**
 * The processor PAYMENT_GATEWAY names. A real acquirer's adapter is one more case here: a
 * class implementing PaymentGateway over the acquirer's API, keeping its transactions in the
 * same repository, with no pages of its own (its issuers serve theirs).
 */
export function createPaymentProcessor(
  name: PaymentGatewayName,
  { db, now }: { db: Db; now: () => Date },
): PaymentProcessor {
  const transactions = new ThreeDSTransactionsRepository(db);
  switch (name) {
    case 'sandbox': {
      const gateway = new SandboxGateway(transactions, new SandboxLedger(db), now);
      return {
        gateway,
        transactions,
        pages: framePages({
          transactions,
          now,
          processorPages: sandboxAcsPages(new SandboxAcs(transactions, now)),
        }),
        open: () => gateway.open(),
        close: () => gateway.close(),
      };
    }
  }
}
