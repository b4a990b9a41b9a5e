import { z } from 'zod';
import { EmailSchema } from '../shared/email';
import { SuccessAnswerSchema } from '../shared/success-answer';
import { AuthAnswerSchema } from './auth-answer';
import { NewPasswordSchema, PASSWORD_MAX_LENGTH, PasswordSchema } from './credentials';
import { lazySchema } from '../shared/lazy-schema';

/** GET /account/profile: the signed-in customer's own account. */
export const ProfileAnswerSchema = lazySchema(() =>
  z.object({
    userId: z.number().int().positive(),
    email: EmailSchema,
    /** When the account was created, ISO 8601 in UTC. */
    createdAt: z.iso.datetime(),
  }),
);
export type ProfileAnswer = z.infer<typeof ProfileAnswerSchema>;

/**
 * POST /account/change_password. A wrong current password is a 400 under `currentPassword`
 * (not a 401: the session is fine); the new one follows the registration rules, its errors
 * under `password` and `repeatPassword`.
 */
export const ChangePasswordRequestSchema = lazySchema(() =>
  z.object({
    current_password: PasswordSchema,
    password: NewPasswordSchema,
    repeat_password: z.string().max(PASSWORD_MAX_LENGTH),
  }),
);
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

/**
 * A new password ends every session of the account (issue 30, ASVS 3.3.3): tokens issued
 * before it are refused from then on. The caller stays signed in with `session`, a new token
 * (the client replaces its own with it: 'session.renewed' on the bus).
 */
export const ChangePasswordAnswerSchema = lazySchema(() =>
  SuccessAnswerSchema.extend({ session: AuthAnswerSchema }),
);
export type ChangePasswordAnswer = z.infer<typeof ChangePasswordAnswerSchema>;
