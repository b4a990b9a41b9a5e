import { type AuthAnswer, type Bus } from 'shared-contracts';

/** A new id for each sign-in: services run their after-sign-in work (merges) once per id. */
function newSignInId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

/**
 * Hands a new session to the shell (SPEC.md §4): it keeps token, user id and the expiry
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
