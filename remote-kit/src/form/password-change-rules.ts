import { type FieldErrors } from 'shared-contracts';

export const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'password', 'repeatPassword'] as const;
export type ChangePasswordField = (typeof CHANGE_PASSWORD_FIELDS)[number];

/**
 * After a refused password change (a customer's or a staff member's), the new password and
 * its repetition are typed again; the current one only when it was the problem (wrong,
 * missing), so a too-short new password does not cost the person the current one too.
 */
export function fieldsToClearAfterChange(
  errors: FieldErrors,
  aliases: Readonly<Record<string, string>> = {},
): ChangePasswordField[] {
  const currentWrong = Object.entries(errors).some(
    ([key, messages]) => messages.length > 0 && (aliases[key] ?? key) === 'currentPassword',
  );
  return currentWrong ? [...CHANGE_PASSWORD_FIELDS] : ['password', 'repeatPassword'];
}
