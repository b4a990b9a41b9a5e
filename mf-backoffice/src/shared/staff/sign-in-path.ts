import { ROUTES, isBackofficePath, readReturnPath, withReturnTo } from 'shared-contracts';

/** Back-office pages a staff member is never sent back to after signing in: the sign-in pages themselves. */
const SIGN_IN_PAGES = [ROUTES.backofficeLogin, '/backoffice/register/'];

/** A path the staff sign-in may return to: one of the back office's own pages, never the sign-in pages. */
function isStaffReturnPath(path: string | undefined): path is string {
  if (!path) return false;
  const pathname = path.split(/[?#]/)[0]!;
  return isBackofficePath(pathname) && !SIGN_IN_PAGES.some((page) => pathname.startsWith(page));
}

/** /backoffice/login, carrying the page to come back to: `/backoffice/login?return_to=%2Fbackoffice%2Forders`. */
export function staffSignInPath(returnTo: string | undefined): string {
  return withReturnTo(ROUTES.backofficeLogin, isStaffReturnPath(returnTo) ? returnTo : undefined);
}

/** Where the staff sign-in goes once done: the back-office page it was given, else /backoffice. */
export function staffReturnPath(search: string): string {
  const path = readReturnPath(search);
  return isStaffReturnPath(path) ? path : ROUTES.backoffice;
}
