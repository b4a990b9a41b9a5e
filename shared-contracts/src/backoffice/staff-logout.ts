import { z } from 'zod';
import { SuccessAnswerSchema } from '../shared/success-answer';
import { UserIdSchema } from '../shared/user-id';
import { lazySchema } from '../shared/lazy-schema';

/** Minutes without a back-office call after which a staff session ends (docs/security.md, ASVS 3.3). */
export const STAFF_SESSION_IDLE_MINUTES = 30;
/** Hours a staff session lasts at most, however active (docs/security.md, ASVS 3.3). */
export const STAFF_SESSION_MAX_HOURS = 12;

/**
 * POST /backoffice/logout (Bearer, staff): ends the staff session on the server, so its token
 * is refused (401) from then on, before its expiry. The account menu's logout calls it.
 */
export const StaffLogoutRequestSchema = lazySchema(() => z.object({ user_id: UserIdSchema }));
export type StaffLogoutRequest = z.input<typeof StaffLogoutRequestSchema>;

export const StaffLogoutAnswerSchema = SuccessAnswerSchema;
export type StaffLogoutAnswer = z.infer<typeof StaffLogoutAnswerSchema>;
