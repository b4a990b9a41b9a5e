import { z } from 'zod';
import { AuthAnswerSchema } from './auth-answer';
import { EmailSchema } from '../shared/email';
import { NewPasswordSchema, PASSWORD_MAX_LENGTH } from './credentials';
import { lazySchema } from '../shared/lazy-schema';

/**
 * POST /account/register. Errors about `repeat_password` come back under the key
 * `repeatPassword`, the form's field name (docs/spec.md §3).
 */
export const RegisterRequestSchema = lazySchema(() =>
  z.object({
    email: EmailSchema,
    password: NewPasswordSchema,
    repeat_password: z.string().max(PASSWORD_MAX_LENGTH),
  }),
);
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const RegisterAnswerSchema = AuthAnswerSchema;
export type RegisterAnswer = z.infer<typeof RegisterAnswerSchema>;
