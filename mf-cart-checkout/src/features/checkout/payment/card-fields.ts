import {
  CARDHOLDER_NAME_MAX_LENGTH,
  CARD_NUMBER_MAX_DIGITS,
  CVC_MAX_DIGITS,
  expiryIsCurrent,
  passesLuhn,
} from 'shared-contracts';
import { cardSchemeOf, isAcceptedScheme } from './card-scheme';

// The card form's rules of docs/spec.md §5: what each field keeps of what is typed or pasted, and
// what is wrong with it. The API checks the card again; these give the shopper the message first.

export const CARD_FIELDS = ['cardholderName', 'cardNumber', 'expiry', 'cvc'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** The card form as typed: the number as digits only, the expiry as shown ('MM/YY'). */
export type CardValues = Record<CardField, string>;

export const EMPTY_CARD: CardValues = { cardholderName: '', cardNumber: '', expiry: '', cvc: '' };

/** Cardholder name: digits removed. */
export function cardholderNameInput(text: string): string {
  return text.replace(/\d/g, '').slice(0, CARDHOLDER_NAME_MAX_LENGTH);
}

/** Card number: digits only, at most 16. */
export function cardNumberInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
}

/** The card number as shown: grouped by 4 ('4222 0000 0628 5344'). */
export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** CVC: digits only, at most 3. */
export function cvcInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, CVC_MAX_DIGITS);
}

/**
 * Expiry MM/YY with the slash added: once the month's two digits are typed ('12' → '12/'), or
 * at once for a month that can only be one digit ('4' → '04/', '1/' → '01/'). Deleting the
 * slash takes it away instead of putting it back.
 */
export function expiryInput(typed: string, previous: string): string {
  // A browser's autofill may give the year in full: '09/2029'.
  const fullYear = /^\s*(\d{1,2})\s*[/-]\s*\d{2}(\d{2})\s*$/.exec(typed);
  if (fullYear) return `${fullYear[1]!.padStart(2, '0')}/${fullYear[2]!}`;
  let digits = typed.replace(/\D/g, '').slice(0, 4);
  const deleting = typed.length < previous.length;
  if (digits.length === 1 && !deleting && (digits > '1' || typed.endsWith('/'))) digits = `0${digits}`;
  const slashDeleted = deleting && !typed.includes('/');
  if (digits.length < 2 || (digits.length === 2 && slashDeleted)) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The month and year of an expiry as typed, when it is MM/YY. */
export function readExpiry(expiry: string): { month: string; year: string } | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  return match ? { month: match[1]!, year: match[2]! } : undefined;
}

export type CardProblem =
  | 'required'
  | 'cardNumberLength'
  | 'cardNumberInvalid'
  | 'schemeNotAccepted'
  | 'expiryFormat'
  | 'expiryMonth'
  | 'expired'
  | 'cvcLength';

function cardNumberProblem(digits: string): CardProblem | undefined {
  if (!digits) return 'required';
  const scheme = cardSchemeOf(digits);
  // Amex, Diners… are refused as soon as they are known: an Amex number never has 16 digits.
  if (scheme !== 'UNKNOWN' && !isAcceptedScheme(scheme)) return 'schemeNotAccepted';
  if (digits.length < CARD_NUMBER_MAX_DIGITS) return 'cardNumberLength';
  if (!isAcceptedScheme(scheme)) return 'schemeNotAccepted';
  if (!passesLuhn(digits)) return 'cardNumberInvalid';
  return undefined;
}

function expiryProblem(expiry: string, now: Date): CardProblem | undefined {
  if (!expiry) return 'required';
  const parts = readExpiry(expiry);
  if (!parts) return 'expiryFormat';
  const month = Number(parts.month);
  if (month < 1 || month > 12) return 'expiryMonth';
  if (!expiryIsCurrent(parts.month, parts.year, now)) return 'expired';
  return undefined;
}

/** What is wrong with each field, if anything: every field is required (docs/spec.md §5). */
export function cardProblems(
  values: CardValues,
  now: Date = new Date(),
): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {
    cardholderName: values.cardholderName.trim() ? undefined : 'required',
    cardNumber: cardNumberProblem(values.cardNumber),
    expiry: expiryProblem(values.expiry, now),
    cvc: !values.cvc ? 'required' : values.cvc.length < CVC_MAX_DIGITS ? 'cvcLength' : undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as Partial<
    Record<CardField, CardProblem>
  >;
}
