import {
  CUSTOMER_DATA_PREFIX,
  STAFF_DATA_PREFIX,
  type Session,
  isSessionLive,
  removeKeysWithPrefix,
} from 'shared-contracts';
import { webStorage } from 'remote-kit';
import { proxy } from 'valtio/vanilla';
import { reloadPage } from '../browser/page-location';
import { clearSessionCookies, readSessionCookies, writeSessionCookies } from './session-cookies';
import { type SessionKind } from './session-kind';
import { jwtExpiry } from './jwt-expiry';
import { currentPagePath, forgetReturnPath, rememberReturnPath } from './return-path';
import { clearStoredSession, parseUserId, readStoredSession, writeStoredSession } from './stored-session';

/** The customer's and the staff member's sessions, with their real (unshifted) expiry. */
export const sessionState = proxy<Record<SessionKind, Session | null>>({ customer: null, staff: null });

/** Why a session ended: the person signed out, or the token ran out or was refused. */
export type SessionEnd = 'signed-out' | 'expired';
type SessionEndListener = (kind: SessionKind, end: SessionEnd, ended: Session | null) => void;
const endListeners = new Set<SessionEndListener>();

/** Tells the listener (start-session: the bus) each time a session ends. */
export function onSessionEnded(listener: SessionEndListener): () => void {
  endListeners.add(listener);
  return () => void endListeners.delete(listener);
}

/** Storage keys of each kind's own data, removed when its session ends. */
const DATA_PREFIXES: Record<SessionKind, string> = {
  customer: CUSTOMER_DATA_PREFIX,
  staff: STAFF_DATA_PREFIX,
};

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

/** Ends a live session: forgets it, removes the person's own data and tells the listeners. */
function end(kind: SessionKind, how: SessionEnd): void {
  const ended = sessionState[kind];
  forget(kind);
  removeKeysWithPrefix(webStorage('localStorage'), DATA_PREFIXES[kind]);
  removeKeysWithPrefix(webStorage('sessionStorage'), DATA_PREFIXES[kind]);
  for (const listener of endListeners) listener(kind, how, ended);
}

/** A new id for each sign-in, so services tell a sign-in from a restored session. */
function newSignInId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

/**
 * Reads the session of this tab (session storage) or, failing that, the remember-me
 * cookies, which then seed the tab's session storage (without a sign-in id: restoring is
 * not signing in). An expired session is forgotten.
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

/** docs/spec.md §4: store the session, clear old cookies, write cookies only with remember-me. */
export function signIn(kind: SessionKind, session: Session, rememberMe: boolean): void {
  // Another person signing in on this tab: the first one's own data goes, as at a sign-out.
  const current = sessionState[kind];
  if (current && String(current.userId) !== String(session.userId)) end(kind, 'signed-out');
  const signedIn = { ...session, signInId: session.signInId ?? newSignInId() };
  clearSessionCookies(kind);
  writeStoredSession(kind, signedIn);
  if (rememberMe) writeSessionCookies(kind, signedIn);
  forgetReturnPath(kind);
  setSession(kind, signedIn);
}

/**
 * The password changed (issue 30): the API ended every older token and gave this one in
 * their place. Token and expiry are replaced (the stored expiry shifted, as at a sign-in);
 * the user id, the sign-in id (absent or not: this is no sign-in, so no after-sign-in work
 * runs again) and the remember-me choice stay: the cookies are rewritten only when this
 * person's are there. Ignored when nobody is signed in or the session is someone else's.
 */
export function renewSession(kind: SessionKind, renewal: Session): void {
  const current = sessionState[kind];
  if (!current || String(current.userId) !== String(renewal.userId)) return;
  const { signInId } = current;
  const renewed: Session = {
    token: renewal.token,
    tokenExpirationDate: renewal.tokenExpirationDate,
    userId: current.userId,
    ...(signInId ? { signInId } : {}),
  };
  const cookies = readSessionCookies(kind);
  writeStoredSession(kind, renewed);
  if (cookies && cookies.userId === String(current.userId)) writeSessionCookies(kind, renewed);
  setSession(kind, renewed);
}

/** docs/spec.md §4: clears cookies, token, user id and expiry (and the person's own data), then reloads the page. */
export function signOut(kind: SessionKind): void {
  end(kind, 'signed-out');
  reloadPage();
}

/**
 * The token ran out, or the API refused it: the person is signed out without a reload, so
 * the page stays where it is and becomes the return path of the next sign-in.
 */
export function expireSession(kind: SessionKind, returnTo: string = currentPagePath()): void {
  if (!sessionState[kind]) {
    forget(kind);
    return;
  }
  rememberReturnPath(kind, returnTo);
  end(kind, 'expired');
}
