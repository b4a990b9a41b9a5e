import { createHash, randomUUID } from 'node:crypto';
import {
  CHALLENGE_WINDOW_SIZES,
  type ChallengeStatusAnswer,
  type CheckVersionAnswer,
  EMV_MESSAGE_VERSION,
  encodeEmvMessage,
  type GatherStatusAnswer,
  type InitiateAuthenticationAnswer,
} from 'shared-contracts';
import { authenticationActionOf } from '../authentication-action';
import { type CardSummary, summariseCard } from '../card-number';
import { browserUrl, NOTIFICATION_ROUTES, SANDBOX_ACS_ROUTES } from '../frame-urls';
import { PaymentGatewayError } from '../gateway-errors';
import {
  type AuthorizeInput,
  type AuthorizeResult,
  type ChargeInput,
  type CheckVersionInput,
  type InitiateAuthenticationInput,
  type OrderToPay,
  type PaymentGateway,
  type ProcessorCharge,
} from '../payment-gateway';
import {
  type ThreeDSTransaction,
  type ThreeDSTransactionsRepository,
} from '../threeds-transactions.repository';
import { sandboxBehaviourOf } from './sandbox-cards';
import { type SandboxLedger } from './sandbox-ledger';
import { challengeAnswerDeadline, hasExpired, lifetimeFrom } from './sandbox-timing';

/**
 * The local card processor of docs/payments.md: a 3-D Secure 2 server, an issuer and
 * an acquirer in one, deciding by the test cards (sandbox-cards.ts). Its issuer's pages are
 * sandbox-acs.ts and acs-pages.ts. State lives in threeds_transactions (brand and last four
 * digits only), so any API instance answers any step; its charges in its own ledger
 * (sandbox-ledger.ts), which outlives the shop's transactions as a real acquirer's books do.
 */
export class SandboxGateway implements PaymentGateway {
  constructor(
    private readonly transactions: ThreeDSTransactionsRepository,
    private readonly ledger: SandboxLedger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async checkVersion({
    order,
    scheme,
    cardNumber,
    cardFingerprint,
  }: CheckVersionInput): Promise<CheckVersionAnswer> {
    const card = summariseCard(cardNumber, scheme);
    const { versionAction } = sandboxBehaviourOf(cardNumber);
    const now = this.now();
    const serverTransId = randomUUID();
    await this.transactions.insert({
      server_trans_id: serverTransId,
      order_id: order.id,
      user_id: order.userId,
      brand: card.brand,
      last4: card.last4,
      card_fingerprint: cardFingerprint,
      version_action: versionAction,
      method_status: versionAction === 'gather_device_data' ? 'pending' : 'skipped',
      amount_cents: order.amountCents,
      created_at: now,
      updated_at: now,
      expires_at: lifetimeFrom(now),
    });
    if (versionAction !== 'gather_device_data') {
      return {
        action: versionAction,
        server_trans_id: serverTransId,
        method_url: null,
        encoded_method_data: null,
      };
    }
    return {
      action: versionAction,
      server_trans_id: serverTransId,
      method_url: browserUrl(SANDBOX_ACS_ROUTES.method),
      encoded_method_data: encodeEmvMessage({
        threeDSServerTransID: serverTransId,
        threeDSMethodNotificationURL: browserUrl(NOTIFICATION_ROUTES.method),
      }),
    };
  }

  async methodResult(serverTransId: string): Promise<GatherStatusAnswer> {
    const row = await this.existing(serverTransId);
    const gathered = row.method_status === 'success' && !hasExpired(row, this.now());
    return { status: gathered ? 'success' : 'not_success' };
  }

  async initiateAuthentication({
    serverTransId,
    order,
    card,
    browserData,
    language,
  }: InitiateAuthenticationInput): Promise<InitiateAuthenticationAnswer> {
    const summary = summariseCard(card.number, card.scheme);
    const row = await this.current(serverTransId, order, summary);
    const { transStatus } = sandboxBehaviourOf(card.number);
    // Not enrolled: nothing to authenticate, the charge goes without 3-D Secure.
    if (row.version_action === 'not_enrolled' || transStatus === null) {
      return { action: 'AUTHORIZATION', url: null, encoded_creq: null };
    }
    const now = this.now();
    const acsTransId = randomUUID();
    const recorded = await this.transactions.recordAuthentication(
      serverTransId,
      {
        acs_trans_id: acsTransId,
        trans_status: transStatus,
        challenge_status: transStatus === 'C' ? 'pending' : 'none',
        expires_at: lifetimeFrom(now),
      },
      now,
    );
    if (!recorded) throw new PaymentGatewayError('already_authenticated');
    const action = authenticationActionOf(transStatus);
    if (action !== 'CHALLENGE') return { action, url: null, encoded_creq: null };
    return {
      action: 'CHALLENGE',
      url: browserUrl(SANDBOX_ACS_ROUTES.challenge, { lang: language }),
      encoded_creq: encodeEmvMessage({
        threeDSServerTransID: serverTransId,
        acsTransID: acsTransId,
        messageType: 'CReq',
        messageVersion: EMV_MESSAGE_VERSION,
        challengeWindowSize: CHALLENGE_WINDOW_SIZES[browserData.challenge_window_size],
      }),
    };
  }

  async challengeResult(serverTransId: string): Promise<ChallengeStatusAnswer> {
    const row = await this.existing(serverTransId);
    const now = this.now();
    if (hasExpired(row, now)) return { status: 'expired' };
    switch (row.challenge_status) {
      case 'pending':
        if (now < challengeAnswerDeadline(row)) return { status: 'pending' };
        // The issuer's page gave up waiting for the code: the challenge failed.
        await this.transactions.recordChallengeOutcome(serverTransId, row.acs_trans_id ?? '', 'N', now);
        return this.challengeResult(serverTransId);
      case 'none':
        // No challenge was asked for: the status is authentication's own.
        if (row.version_action === 'not_enrolled') return { status: 'success' };
        if (row.trans_status === null) return { status: 'pending' };
        return { status: authenticationPassed(row) ? 'success' : 'not_success' };
      default:
        return { status: row.challenge_status };
    }
  }

  async authorize({
    serverTransId,
    order,
    card,
    idempotencyKey,
    transaction,
    database,
  }: AuthorizeInput): Promise<AuthorizeResult> {
    const summary = summariseCard(card.number, card.type);
    // The row the caller read under its locks, if given: it is not read again while they are held.
    const row = this.checked(transaction ?? (await this.transactions.find(serverTransId)), order, summary);
    if (!authenticationPassed(row)) return { status: 'declined', reason: 'not_authenticated' };
    if (sandboxBehaviourOf(card.number).declinesCharge)
      return { status: 'declined', reason: 'issuer_declined' };
    // Recorded before it is answered: a charge the shop never hears of is still in the books.
    const charge = await this.ledger.charge(
      {
        reference: chargeReference(idempotencyKey),
        idempotency_key: idempotencyKey,
        order_id: order.id,
        amount_cents: order.amountCents,
      },
      this.now(),
      database,
    );
    if (charge.state === 'voided') throw new PaymentGatewayError('charge_closed');
    return { status: 'success', reference: charge.reference, ...summary };
  }

  /** Only a charge this processor made can be voided; one it never made (rolled back with the shop's transaction on PGlite) holds nothing. */
  async voidCharge(input: ChargeInput): Promise<void> {
    const charge = await this.ownCharge(input);
    if (!charge || charge.state === 'voided') return;
    if (!(await this.ledger.void(charge.reference, this.now()))) {
      const after = await this.ledger.find(input.idempotencyKey);
      if (after?.state !== 'voided')
        throw new Error(`charge ${charge.reference} is ${after?.state}: refund it instead`);
    }
  }

  async captureCharge(input: ChargeInput): Promise<void> {
    const charge = await this.ownCharge(input);
    if (!charge) throw new PaymentGatewayError('unknown_transaction');
    if (charge.state === 'captured') return;
    if (!(await this.ledger.capture(charge.reference, this.now()))) {
      const after = await this.ledger.find(input.idempotencyKey);
      if (after?.state !== 'captured')
        throw new Error(`charge ${charge.reference} is ${after?.state}: not captured`);
    }
  }

  async findCharge(idempotencyKey: string): Promise<ProcessorCharge | undefined> {
    const charge = await this.ledger.find(idempotencyKey);
    return charge && { reference: charge.reference, state: charge.state, amountCents: charge.amount_cents };
  }

  /** Keeps the ledger's connection, as the instance starts (processor-connection.ts). */
  open(): Promise<void> {
    return this.ledger.open();
  }

  /** The ledger's connection goes back to the pool (before the pool closes: it waits for it). */
  close(): Promise<void> {
    return this.ledger.close();
  }

  /** The charge the reference and key name together, if the sandbox made it; a reference it never gave is refused. */
  private async ownCharge({ reference, idempotencyKey }: ChargeInput) {
    if (reference !== chargeReference(idempotencyKey)) throw new PaymentGatewayError('unknown_transaction');
    return this.ledger.find(idempotencyKey);
  }

  private async existing(serverTransId: string): Promise<ThreeDSTransaction> {
    const row = await this.transactions.find(serverTransId);
    if (!row) throw new PaymentGatewayError('unknown_transaction');
    return row;
  }

  /** The order's live transaction, for the card and amount it was started with. */
  private async current(
    serverTransId: string,
    order: OrderToPay,
    card: CardSummary,
  ): Promise<ThreeDSTransaction> {
    return this.checked(await this.transactions.find(serverTransId), order, card);
  }

  private checked(
    row: ThreeDSTransaction | undefined,
    order: OrderToPay,
    card: CardSummary,
  ): ThreeDSTransaction {
    if (!row || row.order_id !== order.id) throw new PaymentGatewayError('unknown_transaction');
    if (hasExpired(row, this.now())) throw new PaymentGatewayError('transaction_expired');
    if (row.brand !== card.brand || row.last4 !== card.last4) throw new PaymentGatewayError('card_changed');
    if (row.amount_cents !== order.amountCents) throw new PaymentGatewayError('amount_changed');
    return row;
  }
}

/**
 * Whether the charge may go: the card is not enrolled, or the issuer authenticated the
 * shopper (Y, A), or could not (U, which docs/spec.md §4 lets pass). A challenge passes only
 * once the shopper has answered it right (its transStatus becomes Y).
 */
function authenticationPassed(row: ThreeDSTransaction): boolean {
  if (row.version_action === 'not_enrolled') return true;
  return row.trans_status === 'Y' || row.trans_status === 'A' || row.trans_status === 'U';
}

/** An acquirer answers a repeated idempotency key with the first answer: the same reference. */
function chargeReference(idempotencyKey: string): string {
  return `sandbox-${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 20)}`;
}
