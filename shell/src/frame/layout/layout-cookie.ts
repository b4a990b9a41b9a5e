import Cookies from 'js-cookie';
import { LAYOUT_COOKIE } from 'shared-contracts';
import { isSecurePage } from '../../browser/page-location';

const ONE_YEAR_DAYS = 365;

/** The visitor's layout where the server can read it (LAYOUT_COOKIE), so it renders pages in it. */
export function writeLayoutCookie(mobile: boolean): void {
  const value = mobile ? 'mobile' : 'desktop';
  if (Cookies.get(LAYOUT_COOKIE) === value) return;
  Cookies.set(LAYOUT_COOKIE, value, {
    path: '/',
    expires: ONE_YEAR_DAYS,
    sameSite: 'Lax',
    secure: isSecurePage(),
  });
}
