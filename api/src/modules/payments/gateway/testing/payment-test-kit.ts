import { randomBytes } from 'node:crypto';
import { type AcceptedCardScheme, type BrowserData } from 'shared-contracts';
import { type Db } from '../../../../db/database';
import { type AuthorizeInput, type InitiateAuthenticationInput, type OrderToPay } from '../payment-gateway';

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
