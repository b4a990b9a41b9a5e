// Tests only: a query definition's client, as a signed-in staff member's page has it.
import { type FakeApi } from 'remote-kit/testing';
import { type HttpClient, createBus } from 'shared-contracts';
import { STAFF_SESSION } from './render-backoffice';

/** The kit's client over a fake API, on a fresh bus where STAFF_SESSION's staff member is signed in. */
export function staffClient(api: FakeApi): HttpClient {
  const bus = createBus();
  bus.publish('staff-session.changed', { ...STAFF_SESSION });
  return api.client(bus);
}
