import { type Bus, type Session, createBus } from 'shared-contracts';
import { reloadPage } from '../browser/page-location';
import { expireSession, signIn } from './session-store';
import { startSession } from './start-session';

jest.mock('../browser/page-location');

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
  expect(bus.current('staff-session.changed')).toEqual(session);
  expect(published('session.changed')).toEqual([null]);
});

it('stores and publishes the session a remote signed in', () => {
  stop = startSession(bus);
  bus.publish('session.sign-in-succeeded', { session, rememberMe: false });
  expect(bus.current('session.changed')).toEqual(session);
  expect(sessionStorage.getItem('shell.session.token')).toBe('tok-123');
});

it('signs a staff member in apart from the customer', () => {
  stop = startSession(bus);
  bus.publish('staff-session.sign-in-succeeded', { session, rememberMe: false });
  expect(bus.current('staff-session.changed')).toEqual(session);
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

  expect(seen).toEqual([session, null]);
  expect(sessionStorage.length).toBe(0);
  expect(reloadPage).toHaveBeenCalled();
});

it('stops listening when stopped', () => {
  stop = startSession(bus);
  stop();
  bus.publish('session.sign-in-succeeded', { session, rememberMe: false });
  expect(bus.current('session.changed')).toBeNull();
});
