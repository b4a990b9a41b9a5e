import Cookies from 'js-cookie';
import { isSecurePage } from '../browser/page-location';
import { writeSessionCookies } from './session-cookies';

jest.mock('../browser/page-location');

const session = { token: 'tok', tokenExpirationDate: '2099-01-15T10:00:00.000Z', userId: 7 };
const expires = new Date(session.tokenExpirationDate);
let set: jest.SpyInstance;

beforeEach(() => {
  set = jest.spyOn(Cookies, 'set').mockImplementation(() => undefined);
});
afterEach(() => set.mockRestore());

const onHttps = (secure: boolean) => jest.mocked(isSecurePage).mockReturnValue(secure);

it('keeps customer cookies same-site, secure over HTTPS, until the token expires', () => {
  onHttps(true);
  writeSessionCookies('customer', session);
  expect(set).toHaveBeenCalledWith('shell_token', 'tok', {
    path: '/',
    expires,
    sameSite: 'Lax',
    secure: true,
  });
  expect(set).toHaveBeenCalledWith('shell_user_id', '7', {
    path: '/',
    expires,
    sameSite: 'Lax',
    secure: true,
  });
});

it('makes back-office cookies cross-site and secure over HTTPS (docs/spec.md §9)', () => {
  onHttps(true);
  writeSessionCookies('staff', session);
  expect(set).toHaveBeenCalledWith('shell_backoffice_token', 'tok', {
    path: '/',
    expires,
    sameSite: 'None',
    secure: true,
  });
});

it('falls back to same-site cookies over plain HTTP, where a browser refuses Secure', () => {
  onHttps(false);
  writeSessionCookies('staff', session);
  expect(set).toHaveBeenCalledWith('shell_backoffice_user_id', '7', {
    path: '/',
    expires,
    sameSite: 'Lax',
    secure: false,
  });
});
