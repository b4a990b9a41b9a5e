import { type z } from 'zod';
import { ChangePasswordAnswerSchema, ChangePasswordRequestSchema } from '../account/profile';
import { UserIdSchema } from '../shared/user-id';
import { lazySchema } from '../shared/lazy-schema';

/**
 * POST /backoffice/account/change_password (Bearer, staff): the staff member's new password,
 * given the current one, with the customer call's rules and messages. Every other session of
 * the account ends; the answer's `session` is the caller's new one ('staff-session.renewed').
 */
export const StaffChangePasswordRequestSchema = lazySchema(() =>
  ChangePasswordRequestSchema.extend({ user_id: UserIdSchema }),
);
export type StaffChangePasswordRequest = z.input<typeof StaffChangePasswordRequestSchema>;

export const StaffChangePasswordAnswerSchema = ChangePasswordAnswerSchema;
export type StaffChangePasswordAnswer = z.infer<typeof StaffChangePasswordAnswerSchema>;
