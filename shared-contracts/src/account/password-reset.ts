import { z } from 'zod';
import { EmailSchema } from '../shared/email';
import { SuccessAnswerSchema } from '../shared/success-answer';
import { AuthAnswerSchema } from './auth-answer';
import { NewPasswordSchema, PASSWORD_MAX_LENGTH } from './credentials';
import { lazySchema } from '../shared/lazy-schema';

/** A reset link works once, for this long after it was asked for. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** The query parameter of /recover-password that carries the e-mailed reset token. */
export const PASSWORD_RESET_TOKEN_PARAM = 'token';

/**
 * The token of a reset link: long and random (at least 32 base64url characters, 192 bits),
 * stored by the API only as a hash.
 */
export const PasswordResetTokenSchema = lazySchema(() =>
  z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, { error: 'reset_token_format' }),
);

/**
 * POST /account/recover_password. The answer is the same whether or not the e-mail has an
 * account (no account enumeration); when it has one, a reset link is mailed in the caller's
 * language (Accept-Language).
 */
export const RecoverPasswordRequestSchema = lazySchema(() => z.object({ email: EmailSchema }));
export type RecoverPasswordRequest = z.input<typeof RecoverPasswordRequestSchema>;

export const RecoverPasswordAnswerSchema = SuccessAnswerSchema;
export type RecoverPasswordAnswer = z.infer<typeof RecoverPasswordAnswerSchema>;

/**
 * POST /account/reset_password: sets a new password (the registration rules) with the token
 * of a reset link and signs the customer in. An unknown, used or expired token is a 400
 * under `token`; password errors come under `password` and `repeatPassword`.
 */
export const ResetPasswordRequestSchema = lazySchema(() =>
  z.object({
    token: PasswordResetTokenSchema,
    password: NewPasswordSchema,
    repeat_password: z.string().max(PASSWORD_MAX_LENGTH),
  }),
);
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

export const ResetPasswordAnswerSchema = AuthAnswerSchema;
export type ResetPasswordAnswer = z.infer<typeof ResetPasswordAnswerSchema>;
