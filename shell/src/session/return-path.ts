import { ROUTES, isSafeReturnPath, withReturnTo } from 'shared-contracts';
import { type SessionKind } from './session-kind';

/**
 * Where a person goes back to after signing in again: the page their session expired on,
 * or the path a remote asked for ('session.sign-in-requested'). Kept for this tab only.
 */
const RETURN_PATH_KEYS: Record<SessionKind, string> = {
  customer: 'shell.session.return-to',
  staff: 'shell.staff-session.return-to',
};

const SIGN_IN_PAGES: Record<SessionKind, string> = {
  customer: ROUTES.login,
  staff: ROUTES.backofficeLogin,
};

export function rememberReturnPath(kind: SessionKind, path: string, storage: Storage = sessionStorage): void {
  if (isSafeReturnPath(path)) storage.setItem(RETURN_PATH_KEYS[kind], path);
}

export function pendingReturnPath(kind: SessionKind, storage: Storage = sessionStorage): string | undefined {
  const path = storage.getItem(RETURN_PATH_KEYS[kind]);
  return isSafeReturnPath(path) ? path : undefined;
}

export function forgetReturnPath(kind: SessionKind, storage: Storage = sessionStorage): void {
  storage.removeItem(RETURN_PATH_KEYS[kind]);
}

/** The sign-in page, carrying the return path when there is one: `/login?return_to=%2Fcart`. */
export function signInPath(kind: SessionKind, returnTo: string | undefined): string {
  return withReturnTo(SIGN_IN_PAGES[kind], returnTo);
}

/** The path of the page now on screen, as a return path. */
export function currentPagePath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
