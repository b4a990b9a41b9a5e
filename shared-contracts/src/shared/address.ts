import { z } from 'zod';
import { EmailSchema } from './email';
import { PhoneNumberSchema, PhonePrefixSchema } from './phone';
import { lazySchema } from './lazy-schema';

export const ADDRESS_NAME_MAX_LENGTH = 100;
export const ADDRESS_STREET_MAX_LENGTH = 200;
export const ADDRESS_PLACE_MAX_LENGTH = 100;
export const ADDRESS_ZIP_MAX_LENGTH = 12;

const SINGLE_LINE = /^[^\r\n\t]*$/;

const requiredLine = (max: number) =>
  z.string().trim().min(1).max(max).regex(SINGLE_LINE, { error: 'single_line' });
const optionalLine = (max: number) =>
  z.string().trim().max(max).regex(SINGLE_LINE, { error: 'single_line' }).default('');

/**
 * A billing or shipping address as a checkout sends it (docs/spec.md §3). streetAddressContinued
 * and state may be empty or absent; the phone prefix is 1 to 4 digits without '+'. The
 * server checks every field and answers per-field lists under `billing_address.<field>` or
 * `shipping_address.<field>` (docs/spec.md §5: address errors come from the server).
 */
export const AddressInputSchema = lazySchema(() =>
  z.object({
    email: EmailSchema,
    name: requiredLine(ADDRESS_NAME_MAX_LENGTH),
    streetAddress: requiredLine(ADDRESS_STREET_MAX_LENGTH),
    streetAddressContinued: optionalLine(ADDRESS_STREET_MAX_LENGTH),
    city: requiredLine(ADDRESS_PLACE_MAX_LENGTH),
    country: requiredLine(ADDRESS_PLACE_MAX_LENGTH),
    state: optionalLine(ADDRESS_PLACE_MAX_LENGTH),
    zip: z
      .string()
      .trim()
      .min(1)
      .max(ADDRESS_ZIP_MAX_LENGTH)
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { error: 'zip_format' }),
    phoneNumber: PhoneNumberSchema,
    phonePrefix: PhonePrefixSchema,
  }),
);
export type AddressInput = z.input<typeof AddressInputSchema>;

/** An address as the API answers it: the fields of AddressInputSchema once checked. */
export const AddressSchema = lazySchema(() =>
  z.object({
    email: z.string(),
    name: z.string(),
    streetAddress: z.string(),
    streetAddressContinued: z.string(),
    city: z.string(),
    country: z.string(),
    state: z.string(),
    zip: z.string(),
    phoneNumber: z.string(),
    phonePrefix: z.string(),
  }),
);
export type Address = z.infer<typeof AddressSchema>;
