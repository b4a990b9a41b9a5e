import { useCallback } from 'react';
import { useBus } from 'remote-kit';
import { type AuthAnswer, type Bus } from 'shared-contracts';

/** A new id for each sign-in: services run their after-sign-in work (merges) once per id. */
function newSignInId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

/**
 * Hands a new session to the shell (docs/spec.md §4): it keeps token, user id and the expiry
 * shifted by the time-zone offset, clears old cookies and writes new ones only with
 * remember-me.
 */
export function publishSignIn(bus: Bus, answer: AuthAnswer, rememberMe: boolean): void {
  bus.publish('session.sign-in-succeeded', {
    session: {
      token: answer.token,
      userId: answer.userId,
      tokenExpirationDate: answer.tokenExpirationDate,
      signInId: newSignInId(),
    },
    rememberMe,
  });
}

/** publishSignIn on the bus the page reads, as a form's `onSignedIn`. */
export function usePublishSignIn(): (answer: AuthAnswer, rememberMe: boolean) => void {
  const bus = useBus();
  return useCallback((answer, rememberMe) => publishSignIn(bus, answer, rememberMe), [bus]);
}
