import { z } from 'zod';
import { OrderCodeSchema } from '../shared/order-code';
import { CardNumberSchema, CardSchemeSchema } from './card';
import { ServerTransIdSchema } from './transaction';
import { lazySchema } from '../shared/lazy-schema';

/**
 * POST /secure3d/check-version (Bearer): step 2 of the payment (docs/spec.md §4). Asks whether the
 * card is enrolled in 3-D Secure 2 and how to gather device data, for the customer's order in
 * PAYMENT. An order that is not the customer's is a 403, one already paid a 409.
 */
export const CheckVersionRequestSchema = lazySchema(() =>
  z.object({
    order_code: OrderCodeSchema,
    scheme: CardSchemeSchema,
    card_number: CardNumberSchema,
  }),
);
export type CheckVersionRequest = z.input<typeof CheckVersionRequestSchema>;

/**
 * What the browser does next: `gather_device_data` loads `method_url` in a hidden frame, posting
 * `encoded_method_data` as threeDSMethodData, and polls transaction-gather-status;
 * `skip_gathering` (the issuer has no 3DS Method) and `not_enrolled` go straight on.
 */
export const CHECK_VERSION_ACTIONS = ['gather_device_data', 'skip_gathering', 'not_enrolled'] as const;
export type CheckVersionAction = (typeof CHECK_VERSION_ACTIONS)[number];

export const CheckVersionAnswerSchema = lazySchema(() =>
  z.discriminatedUnion('action', [
    z.object({
      action: z.literal('gather_device_data'),
      server_trans_id: ServerTransIdSchema,
      method_url: z.string().min(1),
      encoded_method_data: z.string().min(1),
    }),
    z.object({
      action: z.enum(['skip_gathering', 'not_enrolled']),
      server_trans_id: ServerTransIdSchema,
      method_url: z.null(),
      encoded_method_data: z.null(),
    }),
  ]),
);
export type CheckVersionAnswer = z.infer<typeof CheckVersionAnswerSchema>;
