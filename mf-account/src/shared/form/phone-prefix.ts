import { PHONE_PREFIX_MAX_DIGITS } from 'shared-contracts';

/** The country code Spanish customers mostly have; they may change it. */
export const DEFAULT_PHONE_PREFIX = '34';

/** SPEC.md §5: a phone prefix keeps digits only, at most 4 ('+34' typed or pasted gives '34'). */
export function phonePrefixDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, PHONE_PREFIX_MAX_DIGITS);
}

/** SPEC.md §5: shown with a leading '+', which stays even with no digits. */
export function displayPhonePrefix(digits: string): string {
  return `+${phonePrefixDigits(digits)}`;
}
