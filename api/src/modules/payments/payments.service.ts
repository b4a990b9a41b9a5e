import { type FastifyBaseLogger } from 'fastify';
import {
  type ChallengeStatusAnswer,
  type CheckVersionAnswer,
  eurosToCents,
  type GatherStatusAnswer,
  type InitiateAuthenticationAnswer,
  type InitiateAuthenticationRequestSchema,
  type InitiateAuthorizationAnswer,
  type InitiateAuthorizationRequestSchema,
  type CheckVersionRequestSchema,
} from 'shared-contracts';
import { type z } from 'zod';
import { type OrderStatus } from '../../db/schema';
import { ApiError, apiError } from '../../http/api-error';
import { type BackgroundTasks } from '../../lib/background-tasks';
import { type CardFingerprints } from './gateway/card-fingerprint';
import { type PaymentProcessor } from './gateway/create-payment-gateway';
import { PaymentGatewayError, type RefusalFields, refusalAnswer } from './gateway/gateway-errors';
import { type OrderToPay, type PaymentGateway, type ShopLanguage } from './gateway/payment-gateway';
import {
  type ThreeDSTransaction,
  type ThreeDSTransactionsRepository,
} from './gateway/threeds-transactions.repository';
import { type OrderConfirmation } from './order-confirmation/order-confirmation';
import { type PaymentAttemptSweep, type SettledAttempt } from './payment-attempt-sweep';
import { type PaymentAuthorization } from './payment-authorization';
import { moneyText } from './money-text';
import { type PaymentsRepository } from './payments.repository';

type PayingOrder = OrderToPay & { code: string; status: OrderStatus };
type CheckVersionBody = z.output<typeof CheckVersionRequestSchema>;
type AuthenticationBody = z.output<typeof InitiateAuthenticationRequestSchema>;
type AuthorizationBody = z.output<typeof InitiateAuthorizationRequestSchema>;

export interface PaymentsDependencies {
  payments: PaymentsRepository;
  gateway: PaymentGateway;
  transactions: ThreeDSTransactionsRepository;
  /** What the processor keeps of the database, taken at start and let go at close (create-payment-gateway.ts). */
  processor: Pick<PaymentProcessor, 'open' | 'close'>;
  authorization: PaymentAuthorization;
  /** Settles the payment attempts instances left unsettled (payment-attempt-sweep.ts). */
  sweep: PaymentAttemptSweep;
  confirmation: OrderConfirmation;
  background: BackgroundTasks;
  /** Binds each 3-D Secure transaction to its whole card number. */
  fingerprints: CardFingerprints;
}

/** The request fields each call's refusals are shown under (gateway-errors.ts). */
const FIELDS = {
  checkVersion: {},
  poll: { serverTransId: 'id' },
  authentication: { cardNumber: 'card_details.number', scheme: 'card_details.scheme' },
  authorization: { cardNumber: 'card_details.number', scheme: 'card_details.type' },
} satisfies Record<string, Partial<RefusalFields>>;

/** A processor's refusal becomes the call's answer; anything else goes on up. */
async function answering<T>(fields: Partial<RefusalFields>, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof PaymentGatewayError) throw refusalAnswer(error, fields);
    throw error;
  }
}

/**
 * docs/spec.md §7 "3-D Secure and payment" for the signed-in customer (docs/payments.md):
 * every call is about the customer's own order in PAYMENT (another customer's is a 403, an
 * unknown code a 404, one already paid a 409) and a 3-D Secure transaction of that order
 * (another order's is unknown, 404; another customer's poll a 403). The amount authenticated
 * and charged is always the order's own total from the database; a request whose `amount`
 * differs is refused (409 under `amount`) and nothing is charged. A transaction is bound to
 * the whole card number it was started with (a keyed hash kept at check-version): a later step
 * with any other number, even one sharing its brand and last four digits, is a 409 under the
 * card number, before the processor is asked anything.
 */
export class PaymentsService {
  constructor(private readonly deps: PaymentsDependencies) {}

  async checkVersion(userId: number, body: CheckVersionBody): Promise<CheckVersionAnswer> {
    const order = await this.payableOrder(userId, body.order_code);
    return answering(FIELDS.checkVersion, () =>
      this.deps.gateway.checkVersion({
        order,
        scheme: body.scheme,
        cardNumber: body.card_number,
        cardFingerprint: this.deps.fingerprints.of(body.card_number),
      }),
    );
  }

  async gatherStatus(userId: number, serverTransId: string): Promise<GatherStatusAnswer> {
    await this.ownTransaction(userId, serverTransId);
    return answering(FIELDS.poll, () => this.deps.gateway.methodResult(serverTransId));
  }

  async initiateAuthentication(
    userId: number,
    body: AuthenticationBody,
    language: ShopLanguage,
  ): Promise<InitiateAuthenticationAnswer> {
    const order = await this.payableOrder(userId, body.order_code);
    this.checkAmount(order, body.amount, language);
    await this.cardTransaction(order, body.server_trans_id, body.card_details.number, FIELDS.authentication);
    return answering(FIELDS.authentication, () =>
      this.deps.gateway.initiateAuthentication({
        serverTransId: body.server_trans_id,
        order,
        card: body.card_details,
        browserData: body.browser_data,
        language,
      }),
    );
  }

  async challengeStatus(userId: number, serverTransId: string): Promise<ChallengeStatusAnswer> {
    await this.ownTransaction(userId, serverTransId);
    return answering(FIELDS.poll, () => this.deps.gateway.challengeResult(serverTransId));
  }

  /**
   * The charge (payment-authorization.ts). Paid now: the confirmation mail goes after the
   * answer. Already paid: the first result again, no charge and no second mail.
   */
  async initiateAuthorization(
    userId: number,
    body: AuthorizationBody,
    language: ShopLanguage,
    log: FastifyBaseLogger,
  ): Promise<InitiateAuthorizationAnswer> {
    const order = await this.ownOrder(userId, body.order_code);
    this.checkAmount(order, body.amount, language);
    await this.cardTransaction(order, body.server_trans_id, body.card_details.number, FIELDS.authorization);
    const outcome = await answering(FIELDS.authorization, () =>
      this.deps.authorization.authorize(
        { order, serverTransId: body.server_trans_id, card: body.card_details, language },
        log,
      ),
    );
    if (outcome.kind === 'paid') {
      this.deps.background.run(log, 'order confirmation mail', () =>
        this.deps.confirmation.send(outcome.orderId, language, log),
      );
    }
    return { status: 'success' };
  }

  /** Sends, in the background, the confirmation mails other instances owe (OrderConfirmation.sendOwed). */
  sendOwedConfirmations(log: FastifyBaseLogger): void {
    this.deps.background.run(log, 'owed order confirmations', async () => {
      const sent = await this.deps.confirmation.sendOwed(log);
      if (sent > 0) log.warn({ sent }, 'owed order confirmations mailed');
    });
  }

  /**
   * Settles, in the background, the payment attempts an instance left unsettled past their
   * deadline (PaymentAttemptSweep: each decision is logged there).
   */
  settleUnsettledAttempts(log: FastifyBaseLogger, onSettled?: (settled: SettledAttempt) => void): void {
    this.deps.background.run(log, 'payment attempts sweep', async () => {
      for (const settled of await this.deps.sweep.sweep(log)) onSettled?.(settled);
    });
  }

  /** How often each instance sweeps the payment attempts. */
  get attemptSweepEveryMs(): number {
    return this.deps.sweep.everyMs;
  }

  /** Resolves once every confirmation mail and sweep already started is done (tests, and closing the app). */
  idle(): Promise<void> {
    return this.deps.background.idle();
  }

  /** Takes what the processor keeps of the database, as the instance starts. */
  openProcessor(): Promise<void> {
    return this.deps.processor.open();
  }

  /** Lets go of the processor's hold on the database: after `idle`, before the database closes. */
  closeProcessor(): Promise<void> {
    return this.deps.processor.close();
  }

  /** The customer's own order, whatever its status. */
  private async ownOrder(userId: number, code: string): Promise<PayingOrder> {
    const order = await this.deps.payments.orderByCode(code);
    if (!order) throw apiError(404, 'order', 'order_not_found', { code });
    if (order.user_id !== userId) throw apiError(403, 'order', 'payment_order_forbidden');
    return {
      id: order.id,
      code: order.code,
      status: order.status,
      userId: order.user_id,
      amountCents: order.total_cents,
    };
  }

  /** The customer's own order, still to be paid. */
  private async payableOrder(userId: number, code: string): Promise<PayingOrder> {
    const order = await this.ownOrder(userId, code);
    if (order.status !== 'PAYMENT') throw apiError(409, 'order_code', 'payment_order_not_payable');
    return order;
  }

  /** The request's amount must be the order's own total: it is never what is charged. */
  private checkAmount(order: OrderToPay, amount: number, language: ShopLanguage): void {
    if (eurosToCents(amount) !== order.amountCents)
      throw apiError(409, 'amount', 'payment_amount_differs', {
        total: moneyText(order.amountCents, language),
      });
  }

  /**
   * A transaction of this order, started with this very card number; another order's is as
   * unknown as one that never was.
   */
  private async cardTransaction(
    order: OrderToPay,
    serverTransId: string,
    cardNumber: string,
    fields: Partial<RefusalFields>,
  ): Promise<ThreeDSTransaction> {
    const row = await this.deps.transactions.find(serverTransId);
    if (row?.order_id !== order.id) throw refusalAnswer(new PaymentGatewayError('unknown_transaction'));
    if (!this.deps.fingerprints.matches(cardNumber, row.card_fingerprint))
      throw refusalAnswer(new PaymentGatewayError('card_changed'), fields);
    return row;
  }

  /** A transaction the customer started: unknown is a 404, another customer's a 403. */
  private async ownTransaction(userId: number, serverTransId: string): Promise<ThreeDSTransaction> {
    const row = await this.deps.transactions.find(serverTransId);
    if (!row) throw refusalAnswer(new PaymentGatewayError('unknown_transaction'), FIELDS.poll);
    if (row.user_id !== userId) throw new ApiError(403, { id: [{ key: 'payment_transaction_forbidden' }] });
    return row;
  }
}
