import { z } from 'zod';
import { CARD_NUMBER_MAX_DIGITS, CVC_MAX_DIGITS } from '../constants/business';
import { cardExpiryYear, isCardExpired, passesLuhn } from '../rules/card';
import { lazySchema } from '../shared/lazy-schema';

/** The schemes the card form detects from the number (docs/spec.md §3). */
export const CARD_SCHEMES = ['VISA', 'MASTERCARD', 'AMEX', 'DINERS', 'DISCOVER', 'JCB', 'UNKNOWN'] as const;
export type CardScheme = (typeof CARD_SCHEMES)[number];

/** The schemes the shop takes (docs/spec.md §1: Visa or Mastercard). */
export const ACCEPTED_CARD_SCHEMES = ['VISA', 'MASTERCARD'] as const;
export type AcceptedCardScheme = (typeof ACCEPTED_CARD_SCHEMES)[number];

export const CARDHOLDER_NAME_MAX_LENGTH = 100;

/** A scheme the shop takes; any other gets 'We accept Visa and Mastercard only'. */
export const CardSchemeSchema = lazySchema(() =>
  z.enum(ACCEPTED_CARD_SCHEMES, { error: 'card_scheme_not_accepted' }),
);

/** A card number: 16 digits, no spaces (docs/spec.md §5, §9), that passes the Luhn check. */
export const CardNumberSchema = lazySchema(() =>
  z
    .string({ error: 'card_number_format' })
    .regex(new RegExp(`^\\d{${CARD_NUMBER_MAX_DIGITS}}$`), { error: 'card_number_format', abort: true })
    .refine(passesLuhn, { error: 'card_number_invalid' }),
);

/** The cardholder's name as on the card: the form removes digits, the server refuses them. */
export const CardholderNameSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1)
    .max(CARDHOLDER_NAME_MAX_LENGTH)
    .regex(/^[^\d\r\n\t]+$/, { error: 'cardholder_name_format' }),
);

/** The card's security code: 3 digits (docs/spec.md §5). Never stored or logged. */
export const CvcSchema = lazySchema(() =>
  z.string({ error: 'cvc_format' }).regex(new RegExp(`^\\d{${CVC_MAX_DIGITS}}$`), { error: 'cvc_format' }),
);

/** The expiry month as the form's MM: '01' to '12'. */
export const ExpiryMonthSchema = lazySchema(() =>
  z.string().regex(/^(0[1-9]|1[0-2])$/, { error: 'card_expiry_month' }),
);

/** The expiry year as the form's YY: '26' is 2026. */
export const ExpiryYearSchema = lazySchema(() => z.string().regex(/^\d{2}$/, { error: 'card_expiry_year' }));

/** Expiry as the authorisation's `expdate`: MMYY, e.g. '0929'. */
export const ExpiryDateSchema = lazySchema(() =>
  z.string().regex(/^(0[1-9]|1[0-2])\d{2}$/, { error: 'card_expiry_date' }),
);

/** True when MM and YY name a month that has not ended yet (docs/spec.md §5: past dates rejected). */
export function expiryIsCurrent(month: string, year: string, now: Date = new Date()): boolean {
  return !isCardExpired(Number(month), cardExpiryYear(year), now);
}
