import { type Bus, type Session } from 'shared-contracts';
import { subscribe } from 'valtio/vanilla';
import { type SessionKind } from './session-kind';
import { restoreSession, sessionState, signIn, signOut } from './session-store';

const TOPICS = { customer: 'session.changed', staff: 'staff-session.changed' } as const;

/**
 * Restores both stored sessions, publishes them on the bus (remotes read the session
 * only there) and keeps publishing each change; answers the sign-in and sign-out
 * requests of the remotes. Returns a function that stops listening.
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
      bus.publish(TOPICS[kind], session ? { ...session } : null);
    }
  };

  restoreSession('customer');
  restoreSession('staff');
  publishChanges();
  const stopStore = subscribe(sessionState, publishChanges, true);

  const subscriptions = [
    bus
      .on('session.sign-in-succeeded')
      .subscribe(({ session, rememberMe }) => signIn('customer', session, rememberMe)),
    bus
      .on('staff-session.sign-in-succeeded')
      .subscribe(({ session, rememberMe }) => signIn('staff', session, rememberMe)),
    bus.on('session.sign-out-requested').subscribe(() => signOut('customer')),
    bus.on('staff-session.sign-out-requested').subscribe(() => signOut('staff')),
  ];

  return () => {
    stopStore();
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}
