import { type z } from 'zod';
import { AuthAnswerSchema } from '../account/auth-answer';
import { RegisterRequestSchema } from '../account/register';
import { NoErrorsSchema } from '../shared/no-errors';
import { StaffInviteCodeSchema } from './invite-code';
import { lazySchema } from '../shared/lazy-schema';

/**
 * POST /account/backoffice/register (no session): sets a staff member's password from an
 * invitation and signs them in with a staff token. docs/spec.md §7 lists email, password and
 * repeat_password; the link's `code` travels too, so only the holder of the e-mailed link can
 * create the account, and using it spends it. Password rules and error keys are the
 * customer's (`repeatPassword`); a spent or expired code is a 410 under `code`, an account
 * that exists already a 409 under `email`.
 */
export const StaffRegisterRequestSchema = lazySchema(() =>
  RegisterRequestSchema.extend({ code: StaffInviteCodeSchema }),
);
export type StaffRegisterRequest = z.input<typeof StaffRegisterRequestSchema>;

/** The staff session; docs/spec.md §7's `errors` may come with it, empty (failures are the 4xx above). */
export const StaffRegisterAnswerSchema = lazySchema(() =>
  AuthAnswerSchema.extend({ errors: NoErrorsSchema.optional() }),
);
export type StaffRegisterAnswer = z.infer<typeof StaffRegisterAnswerSchema>;
