import { z } from 'zod';
import { lazySchema } from '../shared/lazy-schema';

/** A signed-in customer's or staff member's session, as the shell keeps it (docs/spec.md §3). */
export const SessionSchema = lazySchema(() =>
  z.object({
    token: z.string().min(1),
    /** ISO date at which the token stops being valid. */
    tokenExpirationDate: z.string(),
    userId: z.union([z.string(), z.number()]),
    /**
     * Set when the session began with a sign-in in this tab, new for each sign-in; absent for a
     * session restored from remember-me cookies. A service runs its after-sign-in work (the
     * wishlist and cart merges) once per id, never for a restored session.
     */
    signInId: z.string().min(1).optional(),
  }),
);
export type Session = z.infer<typeof SessionSchema>;

/** True while the session's token has not expired. */
export function isSessionLive(session: Session | null | undefined, now: Date = new Date()): boolean {
  if (!session) return false;
  const expiry = Date.parse(session.tokenExpirationDate);
  return !Number.isNaN(expiry) && expiry > now.getTime();
}
