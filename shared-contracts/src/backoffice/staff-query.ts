import { z } from 'zod';
import { UserIdSchema } from '../shared/user-id';
import { lazySchema } from '../shared/lazy-schema';

/** The query of a back-office read: every back-office call carries the staff member's user id (docs/spec.md §6). */
export const StaffQuerySchema = lazySchema(() => z.object({ user_id: UserIdSchema }));
export type StaffQuery = z.output<typeof StaffQuerySchema>;
