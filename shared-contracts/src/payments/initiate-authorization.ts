import { z } from 'zod';
import { EuroAmountSchema } from '../shared/money';
import { OrderCodeSchema } from '../shared/order-code';
import { SuccessAnswerSchema } from '../shared/success-answer';
import {
  CardholderNameSchema,
  CardNumberSchema,
  CardSchemeSchema,
  CvcSchema,
  ExpiryDateSchema,
  expiryIsCurrent,
} from './card';
import { PaymentCurrencySchema, ServerTransIdSchema } from './transaction';
import { lazySchema } from '../shared/lazy-schema';

/** The card as authorisation names it (docs/spec.md §7): `expdate` MMYY, `type` the scheme, `cvn` the CVC. */
export const AuthorizationCardSchema = lazySchema(() =>
  z
    .object({
      chname: CardholderNameSchema,
      number: CardNumberSchema,
      type: CardSchemeSchema,
      expdate: ExpiryDateSchema,
      cvn: CvcSchema,
    })
    .superRefine((card, ctx) => {
      if (!expiryIsCurrent(card.expdate.slice(0, 2), card.expdate.slice(2))) {
        ctx.addIssue({ code: 'custom', path: ['expdate'], message: 'card_expired' });
      }
    }),
);
export type AuthorizationCard = z.input<typeof AuthorizationCardSchema>;

/**
 * POST /secure3d/initiate_authorization (Bearer): step 4, the charge. The server charges the
 * order's own total (never `amount`; a different amount is a 409), and in one transaction
 * marks the order RECEIVED, takes the stock and takes out of the customer's cart the units the
 * order bought (lines added since, in another tab say, stay). Repeating it for an order
 * already paid charges nothing and answers the first result. Failures: 402 under `payment`
 * when the issuer declines, 409 when authentication did not pass, the order is not payable or
 * a line is short (`stock.<productId>`), 410 when the transaction has expired. After a failure
 * the order stays payable with another card.
 */
export const InitiateAuthorizationRequestSchema = lazySchema(() =>
  z.object({
    server_trans_id: ServerTransIdSchema,
    order_code: OrderCodeSchema,
    card_details: AuthorizationCardSchema,
    amount: EuroAmountSchema.positive(),
    currency: PaymentCurrencySchema,
  }),
);
export type InitiateAuthorizationRequest = z.input<typeof InitiateAuthorizationRequestSchema>;

/** Paid: the order is RECEIVED. */
export const InitiateAuthorizationAnswerSchema = SuccessAnswerSchema;
export type InitiateAuthorizationAnswer = z.infer<typeof InitiateAuthorizationAnswerSchema>;
