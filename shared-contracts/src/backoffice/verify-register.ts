import { z } from 'zod';
import { EmailSchema } from '../shared/email';
import { SuccessAnswerSchema } from '../shared/success-answer';
import { StaffInviteCodeSchema } from './invite-code';
import { lazySchema } from '../shared/lazy-schema';

/**
 * POST /account/backoffice/verify_register (no session): checks an invitation link before the
 * set-password form shows. A code that does not match the e-mail is a 404 under `code`, one
 * used or past its 48 hours a 410; the page shows docs/spec.md §8's registration error for both.
 * Checking does not use the code up; registering does.
 */
export const VerifyStaffRegisterRequestSchema = lazySchema(() =>
  z.object({
    email: EmailSchema,
    code: StaffInviteCodeSchema,
  }),
);
export type VerifyStaffRegisterRequest = z.input<typeof VerifyStaffRegisterRequestSchema>;

export const VerifyStaffRegisterAnswerSchema = SuccessAnswerSchema;
export type VerifyStaffRegisterAnswer = z.infer<typeof VerifyStaffRegisterAnswerSchema>;
