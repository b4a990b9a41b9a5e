import {
  API_BASE_URL,
  type Bus,
  type HttpClient,
  createHttpClient,
  getBus,
  isSafeReturnPath,
} from 'shared-contracts';
import { rememberRequestId } from '../errors/page-error-state';
import { configuredApiBase } from './api-base';

const SESSION_TOPIC = { customer: 'session.changed', staff: 'staff-session.changed' } as const;
const EXPIRED_SIGNAL = { customer: 'session.expired', staff: 'staff-session.expired' } as const;

/** Where the person is, so the sign-in after an expired session can bring them back. */
function currentReturnPath(): string | undefined {
  if (typeof location === 'undefined') return undefined;
  const path = `${location.pathname}${location.search}`;
  return isSafeReturnPath(path) ? path : undefined;
}

/**
 * A client for the shop's API bound to the page's sessions: a customer call carries the
 * customer's token, a staff call the staff member's (both from the shell's bus topics),
 * every call the interface language. A signed call answered 401 means the session behind it
 * is gone: the shell is told ('session.expired' or 'staff-session.expired', with the page to
 * come back to) and signs it out with a notice.
 */
export function createApiClient(
  bus: Bus,
  apiBaseUrl: string = API_BASE_URL,
  { fetch }: { fetch?: typeof globalThis.fetch } = {},
): HttpClient {
  const client = createHttpClient({
    baseUrl: apiBaseUrl,
    getToken: (kind) => bus.current(SESSION_TOPIC[kind])?.token,
    getLanguage: () => bus.current('language.changed'),
    onUnauthorized: (kind, token) => {
      // Several calls may fail at once; only a session still held is reported, and only when
      // the refused token is still its token: a call sent before a renewal (a password change
      // ends the old token) says nothing of the new one.
      if (bus.current(SESSION_TOPIC[kind])?.token !== token) return;
      bus.publish(EXPIRED_SIGNAL[kind], { returnTo: currentReturnPath() });
    },
    fetch,
  });
  return keepingRequestIds(client);
}

/** The client, keeping each answer's request id as the page's newest: the page's error reports carry it. */
function keepingRequestIds(client: HttpClient): HttpClient {
  return {
    call: async (descriptor, input, options) => {
      const result = await client.call(descriptor, input, options);
      if (result.kind !== 'network-error') rememberRequestId(result.requestId);
      return result;
    },
  };
}

let pageClient: { baseUrl: string; client: HttpClient } | undefined;
let replacement: HttpClient | undefined;

/** This bundle's API client, on the page's bus and the configured base. */
export function apiClient(): HttpClient {
  if (replacement) return replacement;
  const baseUrl = configuredApiBase();
  if (pageClient?.baseUrl !== baseUrl) pageClient = { baseUrl, client: createApiClient(getBus(), baseUrl) };
  return pageClient.client;
}

/** Replaces this bundle's client (tests: a fake API's); undefined goes back to the page's. */
export function setApiClient(next: HttpClient | undefined): void {
  replacement = next;
}
