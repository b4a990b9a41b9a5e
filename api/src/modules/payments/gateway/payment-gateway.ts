import {
  type AcceptedCardScheme,
  type AuthenticationCardSchema,
  type AuthorizationCardSchema,
  type BrowserData,
  type ChallengeStatusAnswer,
  type CheckVersionAnswer,
  type GatherStatusAnswer,
  type InitiateAuthenticationAnswer,
} from 'shared-contracts';
import { type z } from 'zod';
import { type Db } from '../../../db/database';
import { type ThreeDSTransaction } from './threeds-transactions.repository';

// The card processor behind the payments module (docs/payments.md): one method per
// /secure3d/* call of docs/spec.md §7, taking that call's validated body plus what the server
// knows (the order, its own total, the shop's language), and answering that call's answer.
//
//   POST /secure3d/check-version                  → checkVersion
//   GET  /secure3d/transaction-gather-status/{id} → methodResult
//   POST /secure3d/initiate_authentication        → initiateAuthentication
//   GET  /secure3d/challenge-status/{id}          → challengeResult
//   POST /secure3d/initiate_authorization         → authorize
//
// The payments module checks first that the order is the customer's and payable, that the
// request's amount is the order's total, and that the transaction is the customer's (its
// row in threeds_transactions names the order and the user); it records the payment and
// marks the order RECEIVED in its own database transaction. Refusals come back as
// PaymentGatewayError (gateway-errors.ts maps them to answers); a declined charge is an
// answer, not an error. Behind the calls: captureCharge once the sale is recorded, voidCharge
// when it could not be, and findCharge for the sweep of attempts an instance left unsettled
// (payment-attempt-sweep.ts).

/** The order being paid, as the server has it: the amount is always the order's own total. */
export interface OrderToPay {
  id: number;
  userId: number | null;
  amountCents: number;
}

export interface CheckVersionInput {
  order: OrderToPay;
  /** The scheme the card form detected; the processor checks the number is one. */
  scheme: AcceptedCardScheme;
  cardNumber: string;
  /**
   * The keyed hash of the whole number (card-fingerprint.ts), to keep on the transaction's
   * row: the payments module refuses any later step whose number does not match it.
   */
  cardFingerprint: string;
}

export interface InitiateAuthenticationInput {
  serverTransId: string;
  order: OrderToPay;
  /** The same card as check-version's, with its holder and expiry (the call's card_details). */
  card: z.output<typeof AuthenticationCardSchema>;
  /** docs/spec.md §3's device data; the route may put the request's own Accept header in. */
  browserData: BrowserData;
  /** The shop's language (the call's Accept-Language): the challenge page speaks it. */
  language: ShopLanguage;
}

export interface AuthorizeInput {
  serverTransId: string;
  order: OrderToPay;
  /** The call's card_details, CVC included: passed on to the processor, never kept. */
  card: z.output<typeof AuthorizationCardSchema>;
  /** One per order and attempt: an acquirer answers a repeated key with its first answer. */
  idempotencyKey: string;
  /**
   * The transaction's row as the payments module read it, inside the database transaction
   * that holds the order and its products locked while the charge is asked for. Given, a
   * processor must use it rather than read the database: the caller's transaction holds a
   * connection (PGlite's only one) and the rows, and a read elsewhere would wait on them.
   */
  transaction?: ThreeDSTransaction;
  /**
   * That same database transaction. A processor keeping its records in the shop's database
   * writes them through a connection of its own, committed whatever the shop's transaction
   * does; only where there is no other (PGlite's one session) through this one.
   */
  database?: Db;
}

export type ShopLanguage = 'es' | 'en';

/**
 * The charge's outcome. `declined`: the issuer refused the charge (`issuer_declined`, a
 * 402), or authentication did not pass, so nothing may be charged (`not_authenticated`, a
 * 409). The order stays payable with another card either way.
 */
export type AuthorizeResult =
  | { status: 'success'; reference: string; brand: AcceptedCardScheme; last4: string }
  | { status: 'declined'; reason: 'issuer_declined' | 'not_authenticated' };

export interface PaymentGateway {
  /** Starts a 3-D Secure transaction for the order: is the card enrolled, and how is device data gathered. */
  checkVersion(input: CheckVersionInput): Promise<CheckVersionAnswer>;
  /** Whether the issuer's 3DS Method page has called back: polled every 1 s for up to 10 s. */
  methodResult(serverTransId: string): Promise<GatherStatusAnswer>;
  /** Asks the issuer to authenticate: frictionless, a challenge (its page and CReq), or a refusal. */
  initiateAuthentication(input: InitiateAuthenticationInput): Promise<InitiateAuthenticationAnswer>;
  /** Where the shopper's challenge stands: polled every 1 s for up to 10 s after the frame closes. */
  challengeResult(serverTransId: string): Promise<ChallengeStatusAnswer>;
  /**
   * Charges the order's total once authentication has passed, holding it on the card until
   * `captureCharge`. Called inside the payment's database transaction (stock checked and
   * locked first): it must not read the shop's database when `transaction` is given, and
   * should answer within seconds. A repeated idempotency key answers its first charge again;
   * one whose charge was voided is refused (`charge_closed`): a new try has a new key.
   */
  authorize(input: AuthorizeInput): Promise<AuthorizeResult>;
  /**
   * Cancels a charge `authorize` answered with success before it is captured (an acquirer's
   * void or reversal), when the shop could not record it: no customer pays for an order the
   * shop does not have. Repeated, it changes nothing. Called outside any database
   * transaction; it throws when it could not (a captured charge needs a refund).
   */
  voidCharge(input: ChargeInput): Promise<void>;
  /**
   * Takes the money of a charge `authorize` answered with success, once its sale is recorded:
   * until then the charge only holds the amount on the card. Repeated, it changes nothing.
   * Called outside any database transaction; it throws when it could not (a voided charge).
   */
  captureCharge(input: ChargeInput): Promise<void>;
  /**
   * What really happened to the charge asked for with this idempotency key: none (the
   * processor was never asked, or refused), or its reference and where it stands. The sweep
   * asks it of attempts an instance left unsettled. Called outside any database transaction.
   */
  findCharge(idempotencyKey: string): Promise<ProcessorCharge | undefined>;
}

export interface ChargeInput {
  /** The reference `authorize` answered. */
  reference: string;
  order: OrderToPay;
  idempotencyKey: string;
}

/** A charge as its processor has it: holding the amount, taken, or cancelled. */
export interface ProcessorCharge {
  reference: string;
  state: 'authorized' | 'captured' | 'voided';
  amountCents: number;
}
