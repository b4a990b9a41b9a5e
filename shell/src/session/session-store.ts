import { type Session, isSessionLive } from 'shared-contracts';
import { proxy } from 'valtio/vanilla';
import { reloadPage } from '../browser/page-location';
import { clearSessionCookies, readSessionCookies, writeSessionCookies } from './session-cookies';
import { type SessionKind } from './session-kind';
import { jwtExpiry } from './jwt-expiry';
import { clearStoredSession, parseUserId, readStoredSession, writeStoredSession } from './stored-session';

/** The customer's and the staff member's sessions, with their real (unshifted) expiry. */
export const sessionState = proxy<Record<SessionKind, Session | null>>({ customer: null, staff: null });

// setTimeout holds at most 2^31-1 ms (about 24.8 days); a longer wait is cut and re-armed.
const MAX_TIMER_MS = 2_147_483_647;
const expiryTimers = new Map<SessionKind, ReturnType<typeof setTimeout>>();

function watchExpiry(kind: SessionKind, session: Session | null): void {
  clearTimeout(expiryTimers.get(kind));
  expiryTimers.delete(kind);
  if (!session) return;
  const wait = Date.parse(session.tokenExpirationDate) - Date.now();
  const timer = setTimeout(
    () => (isSessionLive(session) ? watchExpiry(kind, session) : expireSession(kind)),
    Math.min(Math.max(wait, 0), MAX_TIMER_MS),
  );
  expiryTimers.set(kind, timer);
}

function setSession(kind: SessionKind, session: Session | null): void {
  sessionState[kind] = session;
  watchExpiry(kind, session);
}

function forget(kind: SessionKind): void {
  clearSessionCookies(kind);
  clearStoredSession(kind);
  setSession(kind, null);
}

/**
 * Reads the session of this tab (session storage) or, failing that, the remember-me
 * cookies, which then seed the tab's session storage. An expired session is forgotten.
 */
export function restoreSession(kind: SessionKind): Session | null {
  let session = readStoredSession(kind);
  if (!session) {
    const cookies = readSessionCookies(kind);
    const expiry = cookies && jwtExpiry(cookies.token);
    if (cookies && expiry) {
      session = { token: cookies.token, userId: parseUserId(cookies.userId), tokenExpirationDate: expiry };
      writeStoredSession(kind, session);
    }
  }
  if (!isSessionLive(session)) {
    forget(kind);
    return null;
  }
  setSession(kind, session);
  return session;
}

/** SPEC.md §4: store the session, clear old cookies, write cookies only with remember-me. */
export function signIn(kind: SessionKind, session: Session, rememberMe: boolean): void {
  clearSessionCookies(kind);
  writeStoredSession(kind, session);
  if (rememberMe) writeSessionCookies(kind, session);
  setSession(kind, { ...session });
}

/** SPEC.md §4: clears cookies, token, user id and expiry, then reloads the page. */
export function signOut(kind: SessionKind): void {
  forget(kind);
  reloadPage();
}

/** The token ran out while the page was open: the visitor is signed out without a reload. */
export function expireSession(kind: SessionKind): void {
  forget(kind);
}
