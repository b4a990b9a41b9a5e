import { type Session } from 'shared-contracts';
import { shiftExpiry, unshiftExpiry } from './expiry-shift';
import { SESSION_KEYS, type SessionKind } from './session-kind';

/** Numeric ids come back as numbers, as the API gave them; anything else stays a string. */
export function parseUserId(value: string): Session['userId'] {
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** The session kept in session storage, with its real expiry, or null when a field is missing. */
export function readStoredSession(kind: SessionKind, storage: Storage = sessionStorage): Session | null {
  const keys = SESSION_KEYS[kind].storage;
  const token = storage.getItem(keys.token);
  const storedExpiry = storage.getItem(keys.tokenExpirationDate);
  const userId = storage.getItem(keys.userId);
  const signInId = storage.getItem(keys.signInId);
  if (!token || !storedExpiry || !userId) return null;
  const tokenExpirationDate = unshiftExpiry(storedExpiry);
  if (!tokenExpirationDate) return null;
  const session: Session = { token, tokenExpirationDate, userId: parseUserId(userId) };
  return signInId ? { ...session, signInId } : session;
}

/** Keeps token, user id and the expiry shifted by the local time zone offset (docs/spec.md §4). */
export function writeStoredSession(
  kind: SessionKind,
  session: Session,
  storage: Storage = sessionStorage,
): void {
  const keys = SESSION_KEYS[kind].storage;
  storage.setItem(keys.token, session.token);
  storage.setItem(
    keys.tokenExpirationDate,
    shiftExpiry(session.tokenExpirationDate) ?? session.tokenExpirationDate,
  );
  storage.setItem(keys.userId, String(session.userId));
  if (session.signInId) storage.setItem(keys.signInId, session.signInId);
  else storage.removeItem(keys.signInId);
}

export function clearStoredSession(kind: SessionKind, storage: Storage = sessionStorage): void {
  for (const key of Object.values(SESSION_KEYS[kind].storage)) storage.removeItem(key);
}
