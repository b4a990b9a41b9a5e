import { z } from 'zod';
import { AuthAnswerSchema } from './auth-answer';
import { EmailSchema } from '../shared/email';
import { PasswordSchema } from './credentials';
import { lazySchema } from '../shared/lazy-schema';

/**
 * POST /login. A wrong password and an unknown e-mail get the same 401 answer, with the
 * message under `password`.
 */
export const LoginRequestSchema = lazySchema(() =>
  z.object({
    email: EmailSchema,
    password: PasswordSchema,
  }),
);
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const LoginAnswerSchema = AuthAnswerSchema;
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;
