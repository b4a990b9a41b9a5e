import { z } from 'zod';
import { NoErrorsSchema } from '../shared/no-errors';
import { UserIdSchema } from '../shared/user-id';
import { AddressSchema } from '../shared/address';
import { lazySchema } from '../shared/lazy-schema';

/** POST /checkout/address_initialize (Bearer): the addresses to prefill the address step with. */
export const AddressInitializeRequestSchema = lazySchema(() => z.object({ user_id: UserIdSchema }));
export type AddressInitializeRequest = z.input<typeof AddressInitializeRequestSchema>;

/**
 * The current order's addresses if already saved, else those of the customer's last order,
 * else null. When both are equal the form starts with 'use billing address' on (docs/spec.md §4).
 */
export const AddressInitializeAnswerSchema = lazySchema(() =>
  z.object({
    billing_address: AddressSchema.nullable(),
    shipping_address: AddressSchema.nullable(),
    errors: NoErrorsSchema,
  }),
);
export type AddressInitializeAnswer = z.infer<typeof AddressInitializeAnswerSchema>;
