import { z } from 'zod';
import { EmailSchema } from '../shared/email';
import { SuccessAnswerSchema } from '../shared/success-answer';
import { UserIdSchema } from '../shared/user-id';
import { lazySchema } from '../shared/lazy-schema';

/** Hours an invitation link works, from the moment it is sent. */
export const STAFF_INVITE_LIFETIME_HOURS = 48;

/**
 * POST /backoffice/staff/invite (Bearer, staff): a signed-in staff member invites a colleague,
 * as `npm run staff:invite -w api -- <email>` does from the command line. A single-use code
 * (stored hashed, 48 hours) is e-mailed as the link /backoffice/register/{email}/{code}; a new
 * invitation for the same e-mail replaces the older one. An e-mail that already has an account
 * (customer or staff) is a 409 under `email`: a customer never becomes staff.
 */
export const StaffInviteRequestSchema = lazySchema(() =>
  z.object({ email: EmailSchema, user_id: UserIdSchema }),
);
export type StaffInviteRequest = z.input<typeof StaffInviteRequestSchema>;

export const StaffInviteAnswerSchema = SuccessAnswerSchema;
export type StaffInviteAnswer = z.infer<typeof StaffInviteAnswerSchema>;
