import Cookies from 'js-cookie';
import { reloadPage } from '../browser/page-location';
import { shiftExpiry } from './expiry-shift';
import { expireSession, renewSession, restoreSession, sessionState, signIn, signOut } from './session-store';
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

describe('renewSession', () => {
  const LATER_EXPIRY = new Date(NOW + 2 * HOUR_MS).toISOString();
  const renewal = { token: 'tok-new', tokenExpirationDate: LATER_EXPIRY, userId: 7 };

  it('replaces token and expiry, the stored expiry shifted as at a sign-in, and keeps the sign-in id', () => {
    // Madrid in winter, so a stored expiry left unshifted would show.
    jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-60);
    try {
      signIn('customer', { ...session, signInId: 'first-sign-in' }, false);
      renewSession('customer', renewal);

      expect(sessionState.customer).toEqual({ ...renewal, signInId: 'first-sign-in' });
      expect(sessionStorage.getItem('shell.session.token')).toBe('tok-new');
      expect(sessionStorage.getItem('shell.session.userId')).toBe('7');
      expect(sessionStorage.getItem('shell.session.signInId')).toBe('first-sign-in');
      expect(sessionStorage.getItem('shell.session.tokenExpirationDate')).toBe(
        new Date(NOW + 3 * HOUR_MS).toISOString(),
      );
      expect(restoreSession('customer')).toEqual({ ...renewal, signInId: 'first-sign-in' });
    } finally {
      jest.mocked(Date.prototype.getTimezoneOffset).mockRestore();
    }
  });

  it('gives a session restored from cookies no sign-in id, and keeps its cookies with the new token', () => {
    Cookies.set('shell_token', fakeJwt({ sub: '7', exp: Date.parse(EXPIRY) / 1000 }), { path: '/' });
    Cookies.set('shell_user_id', '7', { path: '/' });
    restoreSession('customer');

    renewSession('customer', { ...renewal, signInId: 'not-a-sign-in' });

    expect(sessionState.customer).toEqual(renewal);
    expect(sessionStorage.getItem('shell.session.signInId')).toBeNull();
    expect(Cookies.get()).toEqual({ shell_token: 'tok-new', shell_user_id: '7' });
  });

  it('writes no cookies for a session signed in without remember-me', () => {
    signIn('staff', { ...session, userId: 2 }, false);
    renewSession('staff', { ...renewal, userId: 2 });
    expect(sessionState.staff).toMatchObject({ token: 'tok-new', userId: 2 });
    expect(sessionStorage.getItem('shell.staff-session.token')).toBe('tok-new');
    expect(Cookies.get()).toEqual({});
  });

  it('rewrites the staff cookies with remember-me, and leaves the customer alone', () => {
    signIn('customer', session, true);
    signIn('staff', { ...session, token: 'staff-tok', userId: 2 }, true);
    renewSession('staff', { ...renewal, userId: '2' });
    expect(Cookies.get()).toEqual({
      shell_token: 'tok-123',
      shell_user_id: '7',
      shell_backoffice_token: 'tok-new',
      shell_backoffice_user_id: '2',
    });
    expect(sessionState.staff?.userId).toBe(2);
    expect(sessionState.customer).toMatchObject(session);
  });

  it("ignores a renewal when nobody is signed in, or someone else's", () => {
    renewSession('customer', renewal);
    expect(sessionState.customer).toBeNull();
    expect(sessionStorage.length).toBe(0);

    signIn('customer', session, true);
    renewSession('customer', { ...renewal, userId: 8 });
    expect(sessionState.customer).toMatchObject(session);
    expect(sessionStorage.getItem('shell.session.token')).toBe('tok-123');
    expect(Cookies.get()).toEqual({ shell_token: 'tok-123', shell_user_id: '7' });
  });

  it('keeps the session past the old expiry, until the new one', () => {
    signIn('customer', session, false);
    renewSession('customer', renewal);
    jest.advanceTimersByTime(2 * HOUR_MS - 1);
    expect(sessionState.customer).toMatchObject({ token: 'tok-new' });
    jest.advanceTimersByTime(1);
    expect(sessionState.customer).toBeNull();
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
