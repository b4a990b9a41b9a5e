import Cookies from 'js-cookie';
import { reloadPage } from '../browser/page-location';
import { shiftExpiry } from './expiry-shift';
import { expireSession, restoreSession, sessionState, signIn, signOut } from './session-store';
import { fakeJwt } from './testing/fake-jwt';

jest.mock('../browser/page-location');

// Close to the real clock: jsdom's cookie jar judges cookie expiry by the real time.
const NOW = Math.floor(Date.now() / 1000) * 1000;
const HOUR_MS = 60 * 60 * 1000;
const EXPIRY = new Date(NOW + HOUR_MS).toISOString();
const session = { token: 'tok-123', tokenExpirationDate: EXPIRY, userId: 7 };

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  expireSession('customer');
  expireSession('staff');
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  sessionStorage.clear();
  jest.mocked(reloadPage).mockClear();
});

afterEach(() => jest.useRealTimers());

describe('signIn', () => {
  it('keeps token, user id and the shifted expiry in session storage, without cookies', () => {
    Cookies.set('shell_token', 'old-token', { path: '/' });
    Cookies.set('shell_user_id', '3', { path: '/' });

    signIn('customer', session, false);

    expect(sessionStorage.getItem('shell.session.token')).toBe('tok-123');
    expect(sessionStorage.getItem('shell.session.userId')).toBe('7');
    expect(sessionStorage.getItem('shell.session.tokenExpirationDate')).toBe(shiftExpiry(EXPIRY));
    expect(Cookies.get()).toEqual({});
    expect(sessionState.customer).toMatchObject(session);
  });

  it('writes token and user id cookies only with remember-me', () => {
    signIn('customer', session, true);
    expect(Cookies.get()).toEqual({ shell_token: 'tok-123', shell_user_id: '7' });
  });

  it('keeps the sign-in id the signing-in page gave, or makes one', () => {
    signIn('customer', { ...session, signInId: 'from-the-form' }, false);
    expect(sessionState.customer?.signInId).toBe('from-the-form');
    signIn('customer', session, false);
    expect(sessionState.customer?.signInId).toEqual(expect.any(String));
    expect(sessionState.customer?.signInId).not.toBe('from-the-form');
  });

  it("removes the first customer's own data when another customer signs in on the tab", () => {
    signIn('customer', session, false);
    localStorage.setItem('customer.catalog.wishlist', '[1]');
    signIn('customer', { ...session, token: 'tok-456' }, false);
    expect(localStorage.getItem('customer.catalog.wishlist')).toBe('[1]');

    signIn('customer', { ...session, token: 'tok-789', userId: 8 }, false);
    expect(localStorage.getItem('customer.catalog.wishlist')).toBeNull();
    expect(sessionState.customer).toMatchObject({ token: 'tok-789', userId: 8 });
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('keeps the staff session apart from the customer session', () => {
    signIn('staff', { ...session, token: 'staff-tok', userId: 2 }, true);

    expect(sessionStorage.getItem('shell.staff-session.token')).toBe('staff-tok');
    expect(sessionStorage.getItem('shell.staff-session.tokenExpirationDate')).toBe(shiftExpiry(EXPIRY));
    expect(sessionStorage.getItem('shell.session.token')).toBeNull();
    expect(Cookies.get()).toEqual({ shell_backoffice_token: 'staff-tok', shell_backoffice_user_id: '2' });
    expect(sessionState.customer).toBeNull();
  });
});

describe('signOut', () => {
  it('clears cookies, token, user id and expiry, then reloads the page', () => {
    signIn('customer', session, true);
    signOut('customer');

    expect(sessionStorage.length).toBe(0);
    expect(Cookies.get()).toEqual({});
    expect(sessionState.customer).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('restoreSession', () => {
  it('reads the tab session back with its real expiry', () => {
    signIn('customer', session, false);
    sessionState.customer = null;
    expect(restoreSession('customer')).toMatchObject(session);
  });

  it('restores a remember-me session from cookies, taking the expiry from the token', () => {
    const token = fakeJwt({ sub: '7', exp: Date.parse(EXPIRY) / 1000 });
    Cookies.set('shell_token', token, { path: '/' });
    Cookies.set('shell_user_id', '7', { path: '/' });

    expect(restoreSession('customer')).toEqual({ token, tokenExpirationDate: EXPIRY, userId: 7 });
    expect(sessionStorage.getItem('shell.session.token')).toBe(token);
  });

  it('forgets an expired session', () => {
    signIn('customer', { ...session, tokenExpirationDate: new Date(NOW - HOUR_MS).toISOString() }, true);
    expect(restoreSession('customer')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(Cookies.get()).toEqual({});
  });

  it('gives null when nothing is stored', () => {
    expect(restoreSession('staff')).toBeNull();
  });
});

it('signs out without a reload when the token expires while the page is open', () => {
  signIn('customer', session, false);
  jest.advanceTimersByTime(HOUR_MS - 1);
  expect(sessionState.customer).not.toBeNull();
  jest.advanceTimersByTime(1);
  expect(sessionState.customer).toBeNull();
  // Only the page to come back to after signing in again is left.
  expect(sessionStorage.length).toBe(1);
  expect(sessionStorage.key(0)).toBe('shell.session.return-to');
  expect(reloadPage).not.toHaveBeenCalled();
});
