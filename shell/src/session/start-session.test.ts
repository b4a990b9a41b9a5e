import { type Bus, type Session, createBus } from 'shared-contracts';
import { reloadPage } from '../browser/page-location';
import { pendingReturnPath, signInPath } from './return-path';
import { expireSession, signIn } from './session-store';
import { initI18n } from '../i18n/i18n';
import { startSession } from './start-session';
import { endStaffSessionOnServer } from './staff-logout';

initI18n('en-US');

jest.mock('../browser/page-location');
jest.mock('./staff-logout');

const session = { token: 'tok-123', tokenExpirationDate: '2099-01-01T00:00:00.000Z', userId: 7 };
let bus: Bus;
let stop: () => void;

function published(topic: 'session.changed' | 'staff-session.changed'): Array<Session | null> {
  const seen: Array<Session | null> = [];
  bus
    .on(topic)
    .subscribe((value) => seen.push(value))
    .unsubscribe();
  return seen;
}

beforeEach(() => {
  expireSession('customer');
  expireSession('staff');
  sessionStorage.clear();
  bus = createBus();
});

afterEach(() => stop());

it('publishes the restored sessions, or null, as soon as it starts', () => {
  signIn('staff', session, false);
  stop = startSession(bus);
  expect(bus.current('session.changed')).toBeNull();
  expect(bus.current('staff-session.changed')).toMatchObject(session);
  expect(published('session.changed')).toEqual([null]);
});

it('stores and publishes the session a remote signed in', () => {
  stop = startSession(bus);
  bus.publish('session.sign-in-succeeded', { session, rememberMe: false });
  expect(bus.current('session.changed')).toEqual({ ...session, signInId: expect.any(String) });
  expect(sessionStorage.getItem('shell.session.token')).toBe('tok-123');
});

it('signs a staff member in apart from the customer', () => {
  stop = startSession(bus);
  bus.publish('staff-session.sign-in-succeeded', { session, rememberMe: false });
  expect(bus.current('staff-session.changed')).toMatchObject(session);
  expect(bus.current('session.changed')).toBeNull();
});

it.each([
  ['session.sign-out-requested', 'session.changed', 'customer'],
  ['staff-session.sign-out-requested', 'staff-session.changed', 'staff'],
] as const)('answers %s by clearing, publishing null and reloading', (request, topic, kind) => {
  signIn(kind, session, true);
  stop = startSession(bus);
  const seen: Array<Session | null> = [];
  bus.on(topic).subscribe((value) => seen.push(value));

  bus.publish(request, {});

  expect(seen).toEqual([expect.objectContaining(session), null]);
  expect(sessionStorage.length).toBe(0);
  expect(reloadPage).toHaveBeenCalled();
});

describe('a renewal (the password changed)', () => {
  const renewal = { token: 'tok-new', tokenExpirationDate: '2099-06-01T00:00:00.000Z', userId: 7 };

  it.each([
    ['session.renewed', 'session.changed', 'customer', 'shell.session.token'],
    ['staff-session.renewed', 'staff-session.changed', 'staff', 'shell.staff-session.token'],
  ] as const)(
    'answers %s by publishing the new token, same person and sign-in id, without a sign-out',
    (renewed, topic, kind, tokenKey) => {
      signIn(kind, { ...session, signInId: 'first' }, false);
      stop = startSession(bus);
      const seen: Array<Session | null> = [];
      bus.on(topic).subscribe((value) => seen.push(value));
      const signedOut: unknown[] = [];
      bus.on('session.signed-out').subscribe((event) => signedOut.push(event));
      bus.on('staff-session.signed-out').subscribe((event) => signedOut.push(event));

      bus.publish(renewed, { session: renewal });

      expect(seen).toEqual([
        { ...session, signInId: 'first' },
        { ...renewal, signInId: 'first' },
      ]);
      expect(sessionStorage.getItem(tokenKey)).toBe('tok-new');
      expect(signedOut).toEqual([]);
    },
  );

  it('gives a restored session no sign-in id, so no after-sign-in work runs', () => {
    signIn('customer', session, false);
    sessionStorage.removeItem('shell.session.signInId');
    stop = startSession(bus);
    bus.publish('session.renewed', { session: { ...renewal, signInId: 'not-a-sign-in' } });
    expect(bus.current('session.changed')).toEqual(renewal);
  });

  it('ignores a renewal for nobody or for another person', () => {
    stop = startSession(bus);
    bus.publish('session.renewed', { session: renewal });
    expect(bus.current('session.changed')).toBeNull();

    signIn('customer', { ...session, userId: 8 }, false);
    bus.publish('session.renewed', { session: renewal });
    expect(bus.current('session.changed')).toMatchObject({ token: 'tok-123', userId: 8 });
    expect(bus.current('staff-session.changed')).toBeNull();
  });
});

it('stops listening when stopped', () => {
  stop = startSession(bus);
  stop();
  bus.publish('session.sign-in-succeeded', { session, rememberMe: false });
  expect(bus.current('session.changed')).toBeNull();
});

describe('when a session ends', () => {
  beforeEach(() => localStorage.clear());

  it('signs in with a new sign-in id each time, kept for this tab’s reloads', () => {
    stop = startSession(bus);
    bus.publish('session.sign-in-succeeded', { session, rememberMe: false });
    const first = bus.current('session.changed')?.signInId;
    expect(first).toEqual(expect.any(String));
    expect(sessionStorage.getItem('shell.session.signInId')).toBe(first);
    bus.publish('session.sign-in-succeeded', { session, rememberMe: false });
    expect(bus.current('session.changed')?.signInId).not.toBe(first);
  });

  it('ends a staff session on the server when the staff member signs out, and only then', () => {
    const ended = jest.mocked(endStaffSessionOnServer);
    ended.mockClear();
    signIn('staff', session, false);
    signIn('customer', { ...session, userId: 8 }, false);
    stop = startSession(bus);
    bus.publish('session.sign-out-requested', {});
    bus.publish('staff-session.expired', {});
    expect(ended).not.toHaveBeenCalled();

    signIn('staff', session, false);
    bus.publish('staff-session.sign-out-requested', {});
    expect(ended.mock.calls.map(([ended]) => ended.token)).toEqual([session.token]);
  });

  it('removes the customer’s own data and tells every remote on sign-out', () => {
    localStorage.setItem('customer.catalog.wishlist', '[1]');
    sessionStorage.setItem('customer.cart.merged', 'x');
    localStorage.setItem('shell.language', 'en-US');
    signIn('customer', session, false);
    stop = startSession(bus);
    const signedOut: unknown[] = [];
    bus.on('session.signed-out').subscribe((event) => signedOut.push(event));

    bus.publish('session.sign-out-requested', {});

    expect(signedOut).toEqual([{}]);
    expect(localStorage.getItem('customer.catalog.wishlist')).toBeNull();
    expect(sessionStorage.getItem('customer.cart.merged')).toBeNull();
    expect(localStorage.getItem('shell.language')).toBe('en-US');
  });

  it('signs out on a refused token with a notice, without a reload, and keeps the page to return to', () => {
    jest.mocked(reloadPage).mockClear();
    localStorage.setItem('customer.catalog.wishlist', '[1]');
    signIn('customer', session, true);
    stop = startSession(bus);
    const toasts: unknown[] = [];
    bus.on('toast.requested').subscribe((toast) => toasts.push(toast));
    const signedOut: unknown[] = [];
    bus.on('session.signed-out').subscribe((event) => signedOut.push(event));

    bus.publish('session.expired', { returnTo: '/checkout/address' });

    expect(bus.current('session.changed')).toBeNull();
    expect(signedOut).toEqual([{}]);
    expect(localStorage.getItem('customer.catalog.wishlist')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(toasts).toEqual([
      {
        message: 'Your session has expired. Sign in again to carry on where you were.',
        tone: 'info',
        durationMs: 8000,
      },
    ]);
    expect(pendingReturnPath('customer')).toBe('/checkout/address');
    expect(signInPath('customer', pendingReturnPath('customer'))).toBe(
      '/login?return_to=%2Fcheckout%2Faddress',
    );
  });

  it('ignores an expiry when nobody is signed in', () => {
    stop = startSession(bus);
    const signedOut: unknown[] = [];
    bus.on('session.signed-out').subscribe((event) => signedOut.push(event));
    bus.publish('session.expired', {});
    expect(signedOut).toEqual([]);
  });

  it('keeps the staff session when the customer’s expires', () => {
    signIn('customer', session, false);
    signIn('staff', { ...session, token: 'staff-tok' }, false);
    stop = startSession(bus);
    bus.publish('session.expired', {});
    expect(bus.current('staff-session.changed')).toMatchObject({ token: 'staff-tok' });
  });
});
