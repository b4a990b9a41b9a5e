// Tests only: the back office's routes as the shell hosts them, with what a page hands the shell.
import { type QueryClient } from '@tanstack/react-query';
import { matchPath, useLocation } from 'react-router-dom';
import { type FakeApi, fakeApi, renderRemote } from 'remote-kit/testing';
import { type BusPayload, type Language, createBus } from 'shared-contracts';
import mounts from '../exposes/mounts.json';
import BackofficeRoutes from '../exposes/routes';

/** A staff member's session as the shell publishes it. */
export const STAFF_SESSION = {
  token: 'staff-tok-3',
  userId: 3,
  tokenExpirationDate: '2099-01-15T10:00:00.000Z',
} as const;

/** Where the shell would show another remote: the path, for a test to read. */
export const ELSEWHERE_TEST_ID = 'elsewhere';

/** The shell's routing by mounts: this remote on its paths, another remote's page elsewhere. */
function ShellStandIn() {
  const { pathname } = useLocation();
  if (mounts.some((mount) => matchPath(mount, pathname))) return <BackofficeRoutes />;
  return <p data-testid={ELSEWHERE_TEST_ID}>{pathname}</p>;
}

export interface RenderBackofficeOptions {
  api?: FakeApi;
  /** Castellano, the shop's default, unless told. */
  language?: Language;
  /** A staff member is signed in (the shell published the session before the page). */
  signedIn?: boolean;
  /** The phone layout (the shell's 'layout.mobile'). */
  mobile?: boolean;
  /** The page's query cache; by default a fresh one whose data is stale at once and never retried. */
  queryClient?: QueryClient;
}

/**
 * Renders the back office at a URL on a fresh bus, collecting the staff sign-ins, renewals
 * (a password change's new session), sign-out requests and expiries it hands the shell.
 */
export function renderBackoffice(
  url: string,
  {
    api = fakeApi(),
    language = 'es-ES',
    signedIn = true,
    mobile = false,
    queryClient,
  }: RenderBackofficeOptions = {},
) {
  const bus = createBus();
  bus.publish('staff-session.changed', signedIn ? { ...STAFF_SESSION } : null);
  bus.publish('layout.mobile', mobile);
  const signIns: Array<BusPayload<'staff-session.sign-in-succeeded'>> = [];
  const renewals: Array<BusPayload<'staff-session.renewed'>> = [];
  const signOuts: unknown[] = [];
  const expiries: Array<BusPayload<'staff-session.expired'>> = [];
  bus.on('staff-session.sign-in-succeeded').subscribe((payload) => signIns.push(payload));
  bus.on('staff-session.renewed').subscribe((payload) => renewals.push(payload));
  bus.on('staff-session.sign-out-requested').subscribe((payload) => signOuts.push(payload));
  bus.on('staff-session.expired').subscribe((payload) => expiries.push(payload));
  const view = renderRemote(<ShellStandIn />, { url, language, api, bus, queryClient });
  return { ...view, api, signIns, renewals, signOuts, expiries };
}
