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
import { type PaymentsRepository } from './payments.repository';

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

export interface PaymentAuthorizationDependencies {
  db: Db;
  payments: PaymentsRepository;
  transactions: ThreeDSTransactionsRepository;
  stock: StockRepository;
  carts: CartRepository;
  gateway: PaymentGateway;
  now: () => Date;
}

/** One key per order and attempt (the attempt is the 3-D Secure transaction): a repeat finds it. */
export const idempotencyKeyOf = (orderId: number, serverTransId: string) =>
  `order-${orderId}:${serverTransId}`;

/**
 * POST /secure3d/initiate_authorization's unit of work (../shared/PAYMENTS.md, SECURITY.md
 * "Money and stock"), one database transaction:
 *
 * 1. the order's row is locked: a second authorisation of the order waits for the first and
 *    then sees its outcome. An order already paid answers success again, charging nothing
 *    (the unique index on authorised payments makes a second one impossible anyway); an
 *    attempt already declined (same idempotency key) answers its refusal again;
 * 2. the stock of every line is checked, first by a plain read (a product already sold out is
 *    refused without waiting for its lock), then with the products' rows locked, in id order:
 *    a short line is a 409 under `stock.<productId>` **before anything is charged**, and no
 *    other sale can take those units until this transaction ends;
 * 3. only then the card processor is asked to charge the order's own total (the 3-D Secure
 *    row read under the locks is handed over, so it touches no database while they are held);
 * 4. charged: the units are taken with the guarded decrement (`stock >= n`, which the locks
 *    guarantee), the order becomes RECEIVED with its paid_at, the units it bought leave the
 *    customer's server cart (what was added since the checkout started, a line or more units
 *    of one, in another tab say, stays: it was not bought) and the authorised payment is
 *    recorded (brand, last four, expiry, the acquirer's reference; never the number or the
 *    CVC). Declined: a declined (issuer) or failed (authentication) payment row is recorded
 *    and the order stays in PAYMENT, payable again with another card.
 *
 * Why the charge sits between the locked check and the decrement: checking first means a
 * shortage never reaches the processor, so no money is taken to be given back; holding the
 * rows means the check stays true until the decrement. The price is that buyers of the same
 * products wait for one charge at a time (a real acquirer's call must have a short timeout).
 * Should the database fail after the processor charged, the transaction rolls back and the
 * charge is voided at the processor (logged with the order code and reference; when the void
 * itself fails, the log line says to void it by hand).
 */
export class PaymentAuthorization {
  constructor(private readonly deps: PaymentAuthorizationDependencies) {}

  async authorize(request: AuthorizationRequest, log: FastifyBaseLogger): Promise<AuthorizationOutcome> {
    // Set once the processor has charged: from then on, a failure (a write, the commit) leaves
    // money taken for an order still in PAYMENT, which the shop must void.
    const charged: { reference?: string } = {};
    try {
      const outcome = await this.deps.db
        .transaction()
        .execute((trx) => this.inTransaction(request, trx, charged));
      if (outcome.kind === 'declined') throw declinedAnswer(outcome.reason);
      return outcome;
    } catch (error) {
      if (charged.reference !== undefined) await this.voidUnrecorded(request, charged.reference, error, log);
      throw error;
    }
  }

  /** The processor charged but the shop could not record it: the charge is cancelled, or flagged. */
  private async voidUnrecorded(
    { order, serverTransId }: AuthorizationRequest,
    reference: string,
    cause: unknown,
    log: FastifyBaseLogger,
  ): Promise<void> {
    const context = { err: cause, orderCode: order.code, reference };
    try {
      await this.deps.gateway.voidCharge({
        reference,
        order,
        idempotencyKey: idempotencyKeyOf(order.id, serverTransId),
      });
      log.error(context, 'payment authorised but not recorded: the charge was voided');
    } catch (voidError) {
      log.error(
        { ...context, voidError },
        'payment authorised but not recorded, and voiding failed: void by hand',
      );
    }
  }

  private async inTransaction(
    { order, serverTransId, card, language }: AuthorizationRequest,
    trx: Db,
    charged: { reference?: string },
  ): Promise<AuthorizationOutcome | { kind: 'declined'; reason: Declined }> {
    const { payments, transactions, gateway, now } = this.deps;
    const locked = await payments.lockOrder(order.id, trx);
    if (locked.status !== 'PAYMENT') {
      if (await payments.authorizedPayment(order.id, trx)) return { kind: 'already_paid', orderId: order.id };
      throw new ApiError(409, { order_code: [{ key: 'payment_order_not_payable' }] });
    }
    const idempotencyKey = idempotencyKeyOf(order.id, serverTransId);
    const earlier = await payments.paymentByKey(idempotencyKey, trx);
    if (earlier && earlier.status !== 'authorized')
      return {
        kind: 'declined',
        reason: earlier.status === 'declined' ? 'issuer_declined' : 'not_authenticated',
      };

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
    const result = await gateway.authorize({
      serverTransId,
      order: charge,
      card,
      idempotencyKey,
      transaction,
    });
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
      return { kind: 'declined', reason: result.reason };
    }
    charged.reference = result.reference;
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
    return { kind: 'paid', orderId: order.id };
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
