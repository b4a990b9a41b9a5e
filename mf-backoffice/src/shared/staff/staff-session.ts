import { useBusState, userIdOf } from 'remote-kit';

/**
 * The signed-in staff member's user id, from the shell's 'staff-session.changed' (every
 * back-office call carries it, docs/spec.md §6), or undefined without a staff session.
 */
export function useStaffUserId(): number | undefined {
  return userIdOf(useBusState('staff-session.changed'));
}
