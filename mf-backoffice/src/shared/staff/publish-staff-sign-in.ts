import { useCallback } from 'react';
import { useBus } from 'remote-kit';
import { type AuthAnswer, type Bus } from 'shared-contracts';

/**
 * Hands a new staff session to the shell (docs/spec.md §4, §9): it keeps token, user id and the
 * expiry shifted by the time-zone offset, and writes the back-office cookies only with
 * remember-me (until expiry, secure, cross-site).
 */
export function publishStaffSignIn(bus: Bus, answer: AuthAnswer, rememberMe: boolean): void {
  bus.publish('staff-session.sign-in-succeeded', {
    session: { token: answer.token, userId: answer.userId, tokenExpirationDate: answer.tokenExpirationDate },
    rememberMe,
  });
}

/** publishStaffSignIn on the bus the page reads, as a sign-in form's `onSignedIn`. */
export function usePublishStaffSignIn(): (answer: AuthAnswer, rememberMe: boolean) => void {
  const bus = useBus();
  return useCallback((answer, rememberMe) => publishStaffSignIn(bus, answer, rememberMe), [bus]);
}
