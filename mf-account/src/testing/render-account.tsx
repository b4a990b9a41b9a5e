// Tests only: the account's routes as the shell hosts them, with what a page hands the shell.
import { useLocation, matchPath } from 'react-router-dom';
import { type QueryClient } from '@tanstack/react-query';
import { type FakeApi, fakeApi, renderRemote } from 'remote-kit/testing';
import { type BusPayload, type Language, createBus } from 'shared-contracts';
import AccountRoutes from '../exposes/routes';
import mounts from '../exposes/mounts.json';

/** Where the shell would show another remote: the path, for a test to read. */
export const ELSEWHERE_TEST_ID = 'elsewhere';

/** The shell's routing by mounts: this remote on its paths, another remote's page elsewhere. */
function ShellStandIn() {
  const { pathname } = useLocation();
  if (mounts.some((mount) => matchPath(mount, pathname))) return <AccountRoutes />;
  return <p data-testid={ELSEWHERE_TEST_ID}>{pathname}</p>;
}

export interface RenderAccountOptions {
  api?: FakeApi;
  language?: Language;
  /** The page's query cache: a fresh one unless given (a test that renders twice on one cache). */
  queryClient?: QueryClient;
}

/**
 * Renders the account at a URL on a fresh bus (in English unless told), collecting the
 * sign-ins, renewals (a password change's new session) and sign-outs it hands the shell.
 */
export function renderAccount(
  url: string,
  { api = fakeApi(), language = 'en-US', queryClient }: RenderAccountOptions = {},
) {
  const bus = createBus();
  const signIns: Array<BusPayload<'session.sign-in-succeeded'>> = [];
  const renewals: Array<BusPayload<'session.renewed'>> = [];
  const signOuts: unknown[] = [];
  bus.on('session.sign-in-succeeded').subscribe((payload) => signIns.push(payload));
  bus.on('session.renewed').subscribe((payload) => renewals.push(payload));
  bus.on('session.sign-out-requested').subscribe((payload) => signOuts.push(payload));
  const view = renderRemote(<ShellStandIn />, { url, language, api, bus, queryClient });
  return { ...view, api, signIns, renewals, signOuts };
}

/** A customer's session as the shell publishes it. */
export const SESSION = {
  token: 'tok-7',
  userId: 7,
  tokenExpirationDate: '2099-01-15T10:00:00.000Z',
} as const;
