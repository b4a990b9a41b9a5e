import { z } from 'zod';
import { lazySchema } from '../shared/lazy-schema';

/** Length rules for new passwords (OWASP ASVS 2.1.1, 2.1.2): no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A password as typed at login: any text up to the maximum length. */
export const PasswordSchema = lazySchema(() => z.string().min(1).max(PASSWORD_MAX_LENGTH));

/** A new password: long enough; the API also refuses common and e-mail-like passwords. */
export const NewPasswordSchema = lazySchema(() =>
  z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
);
