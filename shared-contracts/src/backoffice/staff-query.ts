import { z } from 'zod';
import { UserIdSchema } from '../shared/user-id';

/** The query of a back-office read: every back-office call carries the staff member's user id (docs/spec.md §6). */
export const StaffQuerySchema = z.object({ user_id: UserIdSchema });
export type StaffQuery = z.output<typeof StaffQuerySchema>;
