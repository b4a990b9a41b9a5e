import { randomBytes } from 'node:crypto';
import { type AcceptedCardScheme, type BrowserData, passesLuhn } from 'shared-contracts';
import { type Db } from '../../../../db/database';
import { CardFingerprints } from '../card-fingerprint';
import {
  type AuthorizeInput,
  type CheckVersionInput,
  type InitiateAuthenticationInput,
  type OrderToPay,
} from '../payment-gateway';

// Helpers of the payment tests: an order to pay, a clock tests move, and the cards of the
// calls in the shapes the gateway takes.

/** A clock a test moves forward; `now` is what the gateway and the app read. */
export class TestClock {
  private at = new Date();

  readonly now = (): Date => new Date(this.at);

  advance(ms: number): void {
    this.at = new Date(this.at.getTime() + ms);
  }
}

/** An order in PAYMENT, inserted as checkout's initialize will make it. */
export async function newOrder(
  db: Db,
  amountCents = 128_950,
  userId: number | null = null,
): Promise<OrderToPay> {
  const { id } = await db
    .insertInto('orders')
    .values({
      code: `T-${randomBytes(6).toString('hex').toUpperCase()}`,
      subtotal_cents: amountCents,
      total_cents: amountCents,
      user_id: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, userId, amountCents };
}

const fingerprints = new CardFingerprints('payment-test-kit-secret-long-enough-for-hkdf');

/** What the payments module hands the processor's checkVersion for this card. */
export const versionCheck = (
  order: OrderToPay,
  scheme: AcceptedCardScheme,
  cardNumber: string,
): CheckVersionInput => ({ order, scheme, cardNumber, cardFingerprint: fingerprints.of(cardNumber) });

/**
 * Another Luhn-valid number with the card's issuer prefix (so its brand), and its last four
 * digits: what issue 30's probe swapped in to ride on a transaction started with the card.
 */
export function lookAlikeOf(number: string): string {
  const prefix = number.slice(0, 6);
  const lastFour = number.slice(-4);
  for (let middle = 0; middle < 1_000_000; middle += 1) {
    const candidate = `${prefix}${String(middle).padStart(6, '0')}${lastFour}`;
    if (candidate !== number && passesLuhn(candidate)) return candidate;
  }
  throw new Error(`no look-alike of a card ending ${lastFour}`);
}

/** Next year as the form's YY: an expiry that has not passed. */
export const NEXT_YEAR = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

export const BROWSER_DATA: BrowserData = {
  accept_header: 'text/html,application/xhtml+xml',
  color_depth: 24,
  java_enabled: false,
  javascript_enabled: true,
  language: 'es-ES',
  screen_height: 1080,
  screen_width: 1920,
  challenge_window_size: 'WINDOWED_600X400',
  timezone: -60,
  user_agent: 'Mozilla/5.0',
};

export const authenticationCard = (
  number: string,
  scheme: AcceptedCardScheme,
): InitiateAuthenticationInput['card'] => ({
  full_name: 'Ana García',
  number,
  scheme,
  expiry_month: '09',
  expiry_year: NEXT_YEAR,
});

export const authorizationCard = (
  number: string,
  scheme: AcceptedCardScheme,
  cvn = '123',
): AuthorizeInput['card'] => ({
  chname: 'Ana García',
  number,
  type: scheme,
  expdate: `09${NEXT_YEAR}`,
  cvn,
});
