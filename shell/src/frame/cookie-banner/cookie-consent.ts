/** Local-storage key of the cookie answer: the string 'true' (accepted) or 'false' (denied). */
export const COOKIE_CONSENT_KEY = 'shell.cookie-consent';

/** The visitor's answer, or null while they have not given one. */
export function readCookieConsent(storage: Storage = localStorage): boolean | null {
  const answer = storage.getItem(COOKIE_CONSENT_KEY);
  return answer === 'true' ? true : answer === 'false' ? false : null;
}

export function saveCookieConsent(accepted: boolean, storage: Storage = localStorage): void {
  storage.setItem(COOKIE_CONSENT_KEY, String(accepted));
}
