import { type z } from 'zod';
import { defineCall } from '../http/call';
import { AuthAnswerSchema } from '../account/auth-answer';
import { LoginRequestSchema } from '../account/login';
import { NoErrorsSchema } from '../shared/no-errors';
import { lazySchema } from '../shared/lazy-schema';

/**
 * POST /backoffice/login: signs a staff member in with a staff token (12 hours at most).
 * Staff only: a customer's correct credentials get the same 401 as a wrong password, as a
 * staff member's do at the customer's POST /login, so neither reveals which accounts are staff.
 */
export const BackofficeLoginRequestSchema = LoginRequestSchema;
export type BackofficeLoginRequest = z.input<typeof BackofficeLoginRequestSchema>;

/** The staff session; docs/spec.md §7's `errors` may come with it, empty (failures are 4xx answers). */
export const BackofficeLoginAnswerSchema = lazySchema(() =>
  AuthAnswerSchema.extend({ errors: NoErrorsSchema.optional() }),
);
export type BackofficeLoginAnswer = z.infer<typeof BackofficeLoginAnswerSchema>;

export const backofficeLoginCall = defineCall({
  method: 'POST',
  path: '/backoffice/login',
  auth: 'none',
  summary: 'Signs a staff member in: a new staff token, its user id and expiry',
  tag: 'backoffice',
  body: BackofficeLoginRequestSchema,
  answer: BackofficeLoginAnswerSchema,
  errors: [400, 401, 429],
});
