import { type FieldErrors } from 'shared-contracts';

/**
 * docs/spec.md §4, §5: a sign-in or registration (a customer's or a staff member's) answered
 * with errors clears the password fields, or the e-mail instead when an error concerns it.
 */
export function fieldsToClear<Field extends string>(
  errors: FieldErrors,
  passwordFields: readonly Field[],
): Array<Field | 'email'> {
  return errors.email?.length ? ['email'] : [...passwordFields];
}
