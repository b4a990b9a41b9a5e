import creditCardType from 'credit-card-type';
import { type AcceptedCardScheme, passesLuhn } from 'shared-contracts';
import { PaymentGatewayError } from './gateway-errors';

/** What a processor may keep of a card (PCI DSS 3.4.1): its brand and last four digits. */
export interface CardSummary {
  brand: AcceptedCardScheme;
  last4: string;
}

const BRANDS: Record<string, AcceptedCardScheme> = { visa: 'VISA', mastercard: 'MASTERCARD' };
const BRAND_NAMES: Record<AcceptedCardScheme, string> = { VISA: 'Visa', MASTERCARD: 'Mastercard' };

/**
 * The brand of a card number by its issuer ranges (credit-card-type, the library the card
 * form uses too): Visa or Mastercard, or undefined for any other scheme.
 */
export function acceptedBrandOf(number: string): AcceptedCardScheme | undefined {
  const [best] = creditCardType(number);
  return best ? BRANDS[best.type] : undefined;
}

/**
 * Checks a card number as a processor does before anything else: it passes the Luhn check,
 * it is a Visa or Mastercard number, and of the scheme the form sent. Answers what may be
 * kept of it.
 */
export function summariseCard(number: string, scheme: AcceptedCardScheme): CardSummary {
  if (!passesLuhn(number)) throw new PaymentGatewayError('card_number_invalid');
  const brand = acceptedBrandOf(number);
  if (!brand) throw new PaymentGatewayError('card_not_accepted');
  if (brand !== scheme) throw new PaymentGatewayError('scheme_mismatch', { scheme: BRAND_NAMES[scheme] });
  return { brand, last4: number.slice(-4) };
}
