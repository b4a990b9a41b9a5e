import { ApiError } from '../../../http/api-error';
import { type MessageKey } from '../../../i18n/messages';

/**
 * Why a card processor refused a step. Never carries the card number: it may be logged.
 * - card_number_invalid: the number fails the Luhn check.
 * - card_not_accepted: the number is not a Visa or Mastercard one.
 * - card_unknown: the processor does not know the card (the sandbox knows only its test cards).
 * - scheme_mismatch: the number is not of the scheme the form sent.
 * - unknown_transaction: no such transaction for this order.
 * - transaction_expired: past its 240 s (docs/spec.md §9).
 * - already_authenticated: authentication was already asked for on this transaction.
 * - card_changed: not the card the transaction was started with (another number, even of the
 *   same brand and last four digits).
 * - amount_changed: not the amount the transaction was started with.
 * - charge_closed: the idempotency key names a charge already voided; a new try needs a new key.
 */
export type PaymentGatewayRefusal =
  | 'card_number_invalid'
  | 'card_not_accepted'
  | 'card_unknown'
  | 'scheme_mismatch'
  | 'unknown_transaction'
  | 'transaction_expired'
  | 'already_authenticated'
  | 'card_changed'
  | 'amount_changed'
  | 'charge_closed';

export class PaymentGatewayError extends Error {
  constructor(
    readonly refusal: PaymentGatewayRefusal,
    /** Message parameters (the scheme of scheme_mismatch). */
    readonly params: Record<string, string> = {},
  ) {
    super(`payment gateway refused: ${refusal}`);
    this.name = 'PaymentGatewayError';
  }
}

/** The request fields a refusal is shown under; each call names its own card number field. */
export interface RefusalFields {
  cardNumber: string;
  scheme: string;
  serverTransId: string;
  amount: string;
}

const ANSWERS: Record<
  PaymentGatewayRefusal,
  { status: number; field: keyof RefusalFields; key: MessageKey }
> = {
  card_number_invalid: { status: 400, field: 'cardNumber', key: 'card_number_invalid' },
  card_not_accepted: { status: 400, field: 'cardNumber', key: 'card_scheme_not_accepted' },
  card_unknown: { status: 400, field: 'cardNumber', key: 'card_unknown' },
  scheme_mismatch: { status: 400, field: 'scheme', key: 'card_scheme_mismatch' },
  unknown_transaction: { status: 404, field: 'serverTransId', key: 'payment_transaction_unknown' },
  transaction_expired: { status: 410, field: 'serverTransId', key: 'payment_transaction_expired' },
  already_authenticated: { status: 409, field: 'serverTransId', key: 'payment_transaction_used' },
  card_changed: { status: 409, field: 'cardNumber', key: 'payment_card_changed' },
  amount_changed: { status: 409, field: 'amount', key: 'payment_amount_changed' },
  charge_closed: { status: 409, field: 'serverTransId', key: 'payment_charge_closed' },
};

/**
 * The answer of a /secure3d/* route to a processor's refusal: 400 bad card, 404 unknown
 * transaction, 409 out of step, 410 expired, under the call's own field names
 * (check-version: `card_number`; authentication: `card_details.number`).
 */
export function refusalAnswer(error: PaymentGatewayError, fields: Partial<RefusalFields> = {}): ApiError {
  const { status, field, key } = ANSWERS[error.refusal];
  const names: RefusalFields = {
    cardNumber: 'card_number',
    scheme: 'scheme',
    serverTransId: 'server_trans_id',
    amount: 'amount',
    ...fields,
  };
  return new ApiError(status, { [names[field]]: [{ key, params: error.params }] });
}
