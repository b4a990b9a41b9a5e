import { z } from 'zod';
import { PHONE_PREFIX_MAX_DIGITS } from '../constants/business';
import { lazySchema } from './lazy-schema';

/** The country code without '+' (docs/spec.md §5: digits only, at most 4), shown with a leading '+'. */
export const PhonePrefixSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1)
    .regex(new RegExp(`^\\d{1,${PHONE_PREFIX_MAX_DIGITS}}$`), { error: 'phone_prefix_format' }),
);

/** A phone number: spaces, dots or dashes may separate its 6 to 15 digits; they are removed. */
export const PhoneNumberSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1)
    .max(30)
    .transform((text) => text.replace(/[\s.-]/g, ''))
    .pipe(z.string().regex(/^\d{6,15}$/, { error: 'phone_number_format' })),
);

/** The country code the studio's customers mostly have; they may change it. */
export const DEFAULT_PHONE_PREFIX = '34';

/** docs/spec.md §5: a phone prefix keeps digits only, at most 4 ('+34' typed or pasted gives '34'). */
export function phonePrefixDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, PHONE_PREFIX_MAX_DIGITS);
}

/** docs/spec.md §5: shown with a leading '+', which stays even with no digits. */
export function displayPhonePrefix(digits: string): string {
  return `+${phonePrefixDigits(digits)}`;
}
