import Cookies from 'js-cookie';
import { type Session } from 'shared-contracts';
import { isSecurePage } from '../browser/page-location';
import { SESSION_KEYS, type SessionKind } from './session-kind';

const PATH = '/';

/**
 * Customer cookies stay on the shop's own site (Lax). Back-office cookies are cross-site
 * and secure (docs/spec.md §9); a browser refuses SameSite=None without Secure, and Secure
 * without HTTPS, so over plain HTTP (development) they fall back to Lax.
 */
function cookieAttributes(kind: SessionKind, expires: Date): Cookies.CookieAttributes {
  const secure = isSecurePage();
  const sameSite = kind === 'staff' && secure ? 'None' : 'Lax';
  return { path: PATH, expires, sameSite, secure };
}

/** Remember-me: token and user id (and nothing more) until the token expires. */
export function writeSessionCookies(kind: SessionKind, session: Session): void {
  const names = SESSION_KEYS[kind].cookies;
  const expiry = new Date(session.tokenExpirationDate);
  const attributes = cookieAttributes(kind, Number.isNaN(expiry.getTime()) ? new Date() : expiry);
  Cookies.set(names.token, session.token, attributes);
  Cookies.set(names.userId, String(session.userId), attributes);
}

export function readSessionCookies(kind: SessionKind): { token: string; userId: string } | null {
  const names = SESSION_KEYS[kind].cookies;
  const token = Cookies.get(names.token);
  const userId = Cookies.get(names.userId);
  return token && userId ? { token, userId } : null;
}

export function clearSessionCookies(kind: SessionKind): void {
  const names = SESSION_KEYS[kind].cookies;
  Cookies.remove(names.token, { path: PATH });
  Cookies.remove(names.userId, { path: PATH });
}
