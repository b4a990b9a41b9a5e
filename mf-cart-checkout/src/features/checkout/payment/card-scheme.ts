import creditCardType from 'credit-card-type';
import { ACCEPTED_CARD_SCHEMES, type AcceptedCardScheme, type CardScheme } from 'shared-contracts';

// credit-card-type's names for the schemes docs/spec.md §3 lists; any other it knows is UNKNOWN.
const SCHEMES: Readonly<Record<string, CardScheme>> = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  'american-express': 'AMEX',
  'diners-club': 'DINERS',
  discover: 'DISCOVER',
  jcb: 'JCB',
};

/**
 * The scheme of a card number, typed so far or whole, by its issuer ranges (credit-card-type,
 * as the API checks it): its best match, or UNKNOWN.
 */
export function cardSchemeOf(digits: string): CardScheme {
  if (!digits) return 'UNKNOWN';
  const [best] = creditCardType(digits);
  return (best && SCHEMES[best.type]) ?? 'UNKNOWN';
}

/** docs/spec.md §1: the shop takes Visa and Mastercard only. */
export function isAcceptedScheme(scheme: CardScheme): scheme is AcceptedCardScheme {
  return (ACCEPTED_CARD_SCHEMES as readonly CardScheme[]).includes(scheme);
}
