import { type FastifyBaseLogger } from 'fastify';
import { type AuthorizationCardSchema, VERIFY_CART_ERRORS } from 'shared-contracts';
import { type z } from 'zod';
import { type Db } from '../../db/database';
import { ApiError, type MessageMap } from '../../http/api-error';
import { type CartRepository } from '../cart/cart.repository';
import { type StockRepository } from '../catalog/stock.repository';
import { PaymentGatewayError } from './gateway/gateway-errors';
import {
  type AuthorizeResult,
  type OrderToPay,
  type PaymentGateway,
  type ShopLanguage,
} from './gateway/payment-gateway';
import { type ThreeDSTransactionsRepository } from './gateway/threeds-transactions.repository';
import { type PaymentAttemptSweep } from './payment-attempt-sweep';
import { openAttempt } from './payment-attempts';
import { type PaymentAttempt, type PaymentAttemptsRepository } from './payment-attempts.repository';
import { type PaymentsRepository } from './payments.repository';
import { killIfAskedAt } from './test-hooks';

type Card = z.output<typeof AuthorizationCardSchema>;
type Declined = Extract<AuthorizeResult, { status: 'declined' }>['reason'];

export interface AuthorizationRequest {
  /** The order as the route found it: the customer's own; its total is what is charged. */
  order: OrderToPay & { code: string };
  serverTransId: string;
  card: Card;
  /** The customer's language: their confirmation mail's. */
  language: ShopLanguage;
}

/** What the charge came to: paid now, or already paid by an earlier request (nothing charged again). */
export type AuthorizationOutcome =
  { kind: 'paid'; orderId: number } | { kind: 'already_paid'; orderId: number };

type SaleOutcome =
  | { kind: 'paid'; orderId: number; reference: string }
  | { kind: 'already_paid'; orderId: number }
  | { kind: 'declined'; reason: Declined };

export interface PaymentAuthorizationDependencies {
  db: Db;
  payments: PaymentsRepository;
  attempts: PaymentAttemptsRepository;
  /** Settles an attempt whose sale failed after the processor was asked, as the sweep would. */
  sweep: PaymentAttemptSweep;
  transactions: ThreeDSTransactionsRepository;
  stock: StockRepository;
  carts: CartRepository;
  gateway: PaymentGateway;
  now: () => Date;
}

/** A sweep took the attempt before the sale could lock it (the request waited past the deadline). */
class AttemptTaken extends Error {}

/** How many times a request opens a new attempt when sweeps keep taking its own. */
const ATTEMPTS_PER_REQUEST = 3;

/** What the sale got to: the processor asked, and the reference it charged. */
interface Progress {
  asked: boolean;
  reference?: string;
}

/**
 * POST /secure3d/initiate_authorization's unit of work (docs/payments.md, docs/security.md
 * "Money and stock"). First the payment attempt (payment-attempts.ts) is recorded and
 * committed in a transaction of its own, before the processor is asked: whatever becomes of
 * this instance from then on, a sweep finds the attempt and settles it with the processor
 * (payment-attempt-sweep.ts). Then one database transaction:
 *
 * 1. the order's row is locked: a second authorisation of the order waits for the first and
 *    then sees its outcome. An order already paid answers success again, charging nothing
 *    (the unique index on authorised payments makes a second one impossible anyway); an
 *    attempt already declined (same idempotency key) answers its refusal again. The attempt's
 *    row is locked too: from here to the commit no sweep can claim it, and one a sweep took
 *    first is given up for a new attempt before anything is charged;
 * 2. the stock of every line is checked, first by a plain read (a product already sold out is
 *    refused without waiting for its lock), then with the products' rows locked, in id order:
 *    a short line is a 409 under `stock.<productId>` **before anything is charged**, and no
 *    other sale can take those units until this transaction ends;
 * 3. only then the card processor is asked to charge the order's own total with the attempt's
 *    idempotency key (the 3-D Secure row read under the locks is handed over, so it touches no
 *    database while they are held);
 * 4. charged: the units are taken with the guarded decrement (`stock >= n`, which the locks
 *    guarantee), the order becomes RECEIVED with its paid_at, the units it bought leave the
 *    customer's server cart (what was added since the checkout started, a line or more units
 *    of one, in another tab say, stays: it was not bought), the authorised payment is
 *    recorded (brand, last four, expiry, the acquirer's reference; never the number or the
 *    CVC) and the attempt is settled paid. Declined: a declined (issuer) or failed
 *    (authentication) payment row is recorded, the attempt settled declined, and the order
 *    stays in PAYMENT, payable again with another card.
 *
 * After the commit the charge is captured (best effort: a sweep captures what is left). Why
 * the charge sits between the locked check and the decrement: checking first means a shortage
 * never reaches the processor, so no money is taken to be given back; holding the rows means
 * the check stays true until the decrement. The price is that buyers of the same products wait
 * for one charge at a time (a real acquirer's call must have a short timeout). Should the sale
 * fail once the processor was asked, the attempt is settled at once as the sweep would: the
 * charge voided if the order was not paid by it (logged with the order code and reference;
 * when that fails, the sweep tries again). Failed before the processor was asked, the attempt
 * is abandoned.
 */
export class PaymentAuthorization {
  constructor(private readonly deps: PaymentAuthorizationDependencies) {}

  async authorize(request: AuthorizationRequest, log: FastifyBaseLogger): Promise<AuthorizationOutcome> {
    for (let round = 1; ; round++) {
      const attempt = await openAttempt(
        this.deps.attempts,
        request.order,
        request.serverTransId,
        this.deps.now(),
      );
      try {
        return await this.withAttempt(request, attempt, log);
      } catch (error) {
        if (!(error instanceof AttemptTaken)) throw error;
        if (round === ATTEMPTS_PER_REQUEST)
          throw new ApiError(409, { payment: [{ key: 'payment_try_again' }] });
      }
    }
  }

  private async withAttempt(
    request: AuthorizationRequest,
    attempt: PaymentAttempt,
    log: FastifyBaseLogger,
  ): Promise<AuthorizationOutcome> {
    const progress: Progress = { asked: false };
    let outcome: SaleOutcome;
    try {
      outcome = await this.deps.db
        .transaction()
        .execute((trx) => this.inTransaction(request, attempt, trx, progress));
    } catch (error) {
      if (!(error instanceof AttemptTaken)) await this.afterFailure(request, attempt, progress, error, log);
      throw error;
    }
    if (outcome.kind === 'paid') {
      killIfAskedAt('after_commit');
      await this.capture(request, attempt, outcome.reference, log);
      return { kind: 'paid', orderId: outcome.orderId };
    }
    if (outcome.kind === 'declined') throw declinedAnswer(outcome.reason);
    // Paid by another attempt: this one charged nothing.
    await this.abandon(attempt, log);
    return outcome;
  }

  /** The sale is recorded: the charge's money is taken. A failure leaves it to the sweep. */
  private async capture(
    { order }: AuthorizationRequest,
    attempt: PaymentAttempt,
    reference: string,
    log: FastifyBaseLogger,
  ): Promise<void> {
    try {
      await this.deps.gateway.captureCharge({ reference, order, idempotencyKey: attempt.idempotency_key });
      await this.deps.attempts.move(attempt.id, 'settled_paid', 'captured', { at: this.deps.now() });
    } catch (error) {
      log.warn(
        { err: error, orderCode: order.code, reference },
        'payment not captured: the sweep will capture it',
      );
    }
  }

  /** The attempt charged nothing and never will: closed, unless a sweep holds it. */
  private async abandon(attempt: PaymentAttempt, log: FastifyBaseLogger): Promise<void> {
    try {
      await this.deps.attempts.move(attempt.id, 'pending', 'abandoned', { at: this.deps.now() });
    } catch (error) {
      log.warn({ err: error, attemptId: attempt.id }, 'payment attempt not closed: the sweep will');
    }
  }

  /**
   * The sale failed. Before the processor was asked, nothing was charged. After, the charge
   * may stand (the database failed, or the processor's answer was lost): the attempt is
   * settled now as the sweep would, which voids a charge the order was not paid by.
   */
  private async afterFailure(
    { order }: AuthorizationRequest,
    attempt: PaymentAttempt,
    progress: Progress,
    cause: unknown,
    log: FastifyBaseLogger,
  ): Promise<void> {
    if (!progress.asked) return this.abandon(attempt, log);
    const context = { err: cause, orderCode: order.code, reference: progress.reference ?? null };
    try {
      const settled = await this.deps.sweep.settle(attempt, log);
      if (settled?.decision === 'voided')
        log.error(
          { ...context, reference: settled.reference },
          'payment authorised but not recorded: the charge was voided',
        );
      else if (settled?.decision === 'abandoned')
        log.warn(context, 'payment not recorded: nothing was charged');
      else if (!settled) log.error(context, 'payment not recorded: the sweep will settle its charge');
    } catch (settleError) {
      log.error({ ...context, settleError }, 'payment not recorded, and settling it failed: the sweep will');
    }
  }

  private async inTransaction(
    { order, serverTransId, card, language }: AuthorizationRequest,
    attempt: PaymentAttempt,
    trx: Db,
    progress: Progress,
  ): Promise<SaleOutcome> {
    const { payments, attempts, transactions, gateway, now } = this.deps;
    const locked = await payments.lockOrder(order.id, trx);
    if (locked.status !== 'PAYMENT') {
      if (await payments.authorizedPayment(order.id, trx)) return { kind: 'already_paid', orderId: order.id };
      throw new ApiError(409, { order_code: [{ key: 'payment_order_not_payable' }] });
    }
    const { idempotency_key: idempotencyKey } = attempt;
    const earlier = await payments.paymentByKey(idempotencyKey, trx);
    if (earlier && earlier.status !== 'authorized')
      return {
        kind: 'declined',
        reason: earlier.status === 'declined' ? 'issuer_declined' : 'not_authenticated',
      };
    // Held until the commit: a sweep's claim waits for this sale, then finds it settled.
    const current = await attempts.lock(attempt.id, trx);
    if (current.state !== 'pending' || current.claimed_at !== null) throw new AttemptTaken();

    const units = await payments.unitsToTake(order.id, trx);
    const productIds = units.map((unit) => unit.productId);
    // Already short by a plain read: refused at once, without queueing for the products' locks
    // behind every other buyer, each holding a pooled connection while it waits (the buying
    // crowd of api/src/reliability kept other calls waiting seconds for one). No sale puts units
    // back, so a shortage read here is one the locked check below would find too.
    checkStock(units, await payments.stockOf(productIds, trx));
    checkStock(units, await payments.lockStock(productIds, trx));

    const charge = { ...order, amountCents: locked.total_cents };
    const transaction = await transactions.find(serverTransId, trx);
    // Never left for the processor to read: the database is this transaction's until it ends.
    if (transaction?.order_id !== order.id) throw new PaymentGatewayError('unknown_transaction');
    killIfAskedAt('before_charge');
    progress.asked = true;
    let result: AuthorizeResult;
    try {
      result = await gateway.authorize({
        serverTransId,
        order: charge,
        card,
        idempotencyKey,
        transaction,
        database: trx,
      });
    } catch (error) {
      // A refusal charged nothing; anything else (a timeout, say) may have charged.
      if (error instanceof PaymentGatewayError) progress.asked = false;
      throw error;
    }
    const kept = keptOfCard(card);
    if (result.status === 'declined') {
      await payments.recordPayment(
        {
          order_id: order.id,
          status: result.reason === 'issuer_declined' ? 'declined' : 'failed',
          server_trans_id: serverTransId,
          amount_cents: charge.amountCents,
          ...kept,
          idempotency_key: idempotencyKey,
        },
        trx,
      );
      await attempts.settle(attempt.id, 'settled_declined', null, now(), trx);
      return { kind: 'declined', reason: result.reason };
    }
    progress.reference = result.reference;
    killIfAskedAt('after_charge');
    for (const { productId, quantity } of units) {
      // Cannot fail: the rows are locked since the check. Thrown, it rolls everything back.
      if (!(await this.deps.stock.take(productId, quantity, trx)))
        throw new Error(`stock of product ${productId} changed under its lock`);
    }
    const paidAt = now();
    if (!(await payments.markReceived(order.id, paidAt, language, trx)))
      throw new Error(`order ${order.code} left PAYMENT under its lock`);
    if (locked.user_id !== null) await this.deps.carts.removeBought(locked.user_id, units, trx);
    await payments.recordPayment(
      {
        order_id: order.id,
        status: 'authorized',
        server_trans_id: serverTransId,
        amount_cents: charge.amountCents,
        ...kept,
        brand: result.brand,
        last4: result.last4,
        idempotency_key: idempotencyKey,
        reference: result.reference,
      },
      trx,
    );
    await attempts.settle(attempt.id, 'settled_paid', result.reference, paidAt, trx);
    return { kind: 'paid', orderId: order.id, reference: result.reference };
  }
}

/** Every short line at once, a 409 under `stock.<productId>` each, from the products' stock rows. */
function checkStock(
  units: readonly { productId: number; quantity: number }[],
  rows: readonly { id: number; stock: number }[],
): void {
  const stock = new Map(rows.map((row) => [row.id, row.stock]));
  const short: MessageMap = {};
  for (const { productId, quantity } of units) {
    if ((stock.get(productId) ?? 0) < quantity)
      short[VERIFY_CART_ERRORS.line('stock', productId)] = [{ key: 'stock_short', params: { quantity } }];
  }
  if (Object.keys(short).length > 0) throw new ApiError(409, short);
}

/** What a payment row may keep of the card (PCI DSS 3.4.1): brand, last four digits, expiry. */
function keptOfCard(card: Card) {
  return {
    brand: card.type,
    last4: card.number.slice(-4),
    expiry_month: Number(card.expdate.slice(0, 2)),
    expiry_year: 2000 + Number(card.expdate.slice(2)),
  };
}

/** The issuer declined the charge: 402; authentication did not pass: 409. Both under `payment`. */
function declinedAnswer(reason: Declined): ApiError {
  return reason === 'issuer_declined'
    ? new ApiError(402, { payment: [{ key: 'payment_declined' }] })
    : new ApiError(409, { payment: [{ key: 'payment_not_authenticated' }] });
}
