import { z } from 'zod';
import { EuroAmountSchema } from '../shared/money';
import { OrderCodeSchema } from '../shared/order-code';
import { BrowserDataSchema } from './browser-data';
import {
  CardholderNameSchema,
  CardNumberSchema,
  CardSchemeSchema,
  expiryIsCurrent,
  ExpiryMonthSchema,
  ExpiryYearSchema,
} from './card';
import { PaymentCurrencySchema, ServerTransIdSchema } from './transaction';
import { lazySchema } from '../shared/lazy-schema';

/** The card as authentication names it (docs/spec.md §7): expiry as the form's MM and YY. */
export const AuthenticationCardSchema = lazySchema(() =>
  z
    .object({
      full_name: CardholderNameSchema,
      number: CardNumberSchema,
      scheme: CardSchemeSchema,
      expiry_month: ExpiryMonthSchema,
      expiry_year: ExpiryYearSchema,
    })
    .superRefine((card, ctx) => {
      if (!expiryIsCurrent(card.expiry_month, card.expiry_year)) {
        ctx.addIssue({ code: 'custom', path: ['expiry_year'], message: 'card_expired' });
      }
    }),
);
export type AuthenticationCard = z.input<typeof AuthenticationCardSchema>;

/**
 * POST /secure3d/initiate_authentication (Bearer): step 3 of the payment. `amount` is the
 * order's final price in euros with two decimals; the server authenticates the order's own
 * total and answers 409 under `amount` when they differ. An expired transaction is a 410.
 */
export const InitiateAuthenticationRequestSchema = lazySchema(() =>
  z.object({
    server_trans_id: ServerTransIdSchema,
    order_code: OrderCodeSchema,
    card_details: AuthenticationCardSchema,
    browser_data: BrowserDataSchema,
    amount: EuroAmountSchema.positive(),
    currency: PaymentCurrencySchema,
  }),
);
export type InitiateAuthenticationRequest = z.input<typeof InitiateAuthenticationRequestSchema>;

/**
 * The issuer's decision, by EMV transStatus: Y or A → AUTHORIZATION (frictionless), C →
 * CHALLENGE, U → ERROR (could not be performed; docs/spec.md §4 treats it as a pass), N →
 * NOT_AUTHENTICATED, R → REJECTED. Any action but AUTHORIZATION, CHALLENGE and ERROR fails.
 */
export const AUTHENTICATION_ACTIONS = [
  'AUTHORIZATION',
  'CHALLENGE',
  'ERROR',
  'NOT_AUTHENTICATED',
  'REJECTED',
] as const;
export type AuthenticationAction = (typeof AUTHENTICATION_ACTIONS)[number];

/**
 * CHALLENGE gives the issuer's challenge page (`url`) and the CReq to post to it
 * (`encoded_creq`, base64url JSON) in the 600×400 frame; the others give neither.
 */
export const InitiateAuthenticationAnswerSchema = lazySchema(() =>
  z.discriminatedUnion('action', [
    z.object({
      action: z.literal('CHALLENGE'),
      url: z.string().min(1),
      encoded_creq: z.string().min(1),
    }),
    z.object({
      action: z.enum(['AUTHORIZATION', 'ERROR', 'NOT_AUTHENTICATED', 'REJECTED']),
      url: z.null(),
      encoded_creq: z.null(),
    }),
  ]),
);
export type InitiateAuthenticationAnswer = z.infer<typeof InitiateAuthenticationAnswerSchema>;

/** docs/spec.md §4: AUTHORIZATION passes and ERROR is treated as a pass; CHALLENGE waits for the shopper. */
export function authenticationPasses(action: AuthenticationAction): boolean {
  return action === 'AUTHORIZATION' || action === 'ERROR';
}
