import { type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { staffSignInPath } from './sign-in-path';
import { useStaffUserId } from './staff-session';

/**
 * A back-office page for a signed-in staff member only (issue 10): without a staff session
 * (never had one, signed out, expired) the page is replaced by /backoffice/login, which
 * brings the staff member back here afterwards. Replacing, so Back does not return to a
 * page that would send them to sign in again.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  if (useStaffUserId() === undefined) return <Navigate to={staffSignInPath(pathname + search)} replace />;
  return children;
}
