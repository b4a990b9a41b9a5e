import i18next from 'i18next';
import { type Bus, type Session } from 'shared-contracts';
import { subscribe } from 'valtio/vanilla';
import { type SessionKind } from './session-kind';
import { endStaffSessionOnServer } from './staff-logout';
import {
  expireSession,
  onSessionEnded,
  renewSession,
  restoreSession,
  sessionState,
  signIn,
  signOut,
} from './session-store';

const TOPICS = {
  customer: {
    changed: 'session.changed',
    signedOut: 'session.signed-out',
    signIn: 'session.sign-in-succeeded',
    renewed: 'session.renewed',
    signOut: 'session.sign-out-requested',
    expired: 'session.expired',
  },
  staff: {
    changed: 'staff-session.changed',
    signedOut: 'staff-session.signed-out',
    signIn: 'staff-session.sign-in-succeeded',
    renewed: 'staff-session.renewed',
    signOut: 'staff-session.sign-out-requested',
    expired: 'staff-session.expired',
  },
} as const;

const EXPIRED_NOTICE = { customer: 'session.expired', staff: 'session.staffExpired' } as const;

/**
 * Restores both stored sessions, publishes them on the bus (remotes read the session
 * only there) and keeps publishing each change; answers the remotes' sign-in, renewal (a
 * new token after a password change), sign-out and expiry events, and tells every remote
 * when a session ends ('…signed-out') so each drops the person's data. Returns a function
 * that stops listening.
 */
export function startSession(bus: Bus): () => void {
  const published: Record<SessionKind, Session | null | undefined> = {
    customer: undefined,
    staff: undefined,
  };
  const publishChanges = () => {
    for (const kind of ['customer', 'staff'] as const) {
      const session = sessionState[kind];
      if (session === published[kind]) continue;
      published[kind] = session;
      bus.publish(TOPICS[kind].changed, session ? { ...session } : null);
    }
  };

  restoreSession('customer');
  restoreSession('staff');
  publishChanges();
  const stopStore = subscribe(sessionState, publishChanges, true);
  const stopEnds = onSessionEnded((kind, end, ended) => {
    publishChanges();
    bus.publish(TOPICS[kind].signedOut, {});
    if (kind === 'staff' && end === 'signed-out' && ended) endStaffSessionOnServer(ended);
    if (end === 'expired') {
      bus.publish('toast.requested', {
        message: i18next.t(EXPIRED_NOTICE[kind], { ns: 'shell' }),
        tone: 'info',
        durationMs: 8000,
      });
    }
  });

  const subscriptions = (['customer', 'staff'] as const).flatMap((kind) => [
    bus.on(TOPICS[kind].signIn).subscribe(({ session, rememberMe }) => signIn(kind, session, rememberMe)),
    bus.on(TOPICS[kind].renewed).subscribe(({ session }) => renewSession(kind, session)),
    bus.on(TOPICS[kind].signOut).subscribe(() => signOut(kind)),
    bus.on(TOPICS[kind].expired).subscribe(({ returnTo }) => expireSession(kind, returnTo)),
  ]);

  return () => {
    stopStore();
    stopEnds();
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}
