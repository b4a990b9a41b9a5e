import { z } from 'zod';
import { NoErrorsSchema } from '../shared/no-errors';
import { UserIdSchema } from '../shared/user-id';
import { AddressInputSchema } from '../shared/address';
import { lazySchema } from '../shared/lazy-schema';

/**
 * POST /checkout/address/ (Bearer; docs/spec.md keeps the trailing slash): saves both addresses on
 * the customer's order in PAYMENT. Bad fields are a 400 under `billing_address.<field>` and
 * `shipping_address.<field>`; a bad token a 401 under `auth` ('Invalid token'); no order to
 * save them on (none in PAYMENT any more) a 409 under `save`. docs/spec.md §4 sends the last two
 * to /login-register-checkout.
 */
export const SaveAddressRequestSchema = lazySchema(() =>
  z.object({
    user_id: UserIdSchema,
    billing_address: AddressInputSchema,
    shipping_address: AddressInputSchema,
  }),
);
export type SaveAddressRequest = z.input<typeof SaveAddressRequestSchema>;

/** Saved: every list empty (docs/spec.md's error keys: auth, save, billing_address, shipping_address). */
export const SaveAddressAnswerSchema = lazySchema(() => z.object({ errors: NoErrorsSchema }));
export type SaveAddressAnswer = z.infer<typeof SaveAddressAnswerSchema>;
