import { API_BASE_URL, type Bus, type HttpClient, createHttpClient, getBus } from 'shared-contracts';

let client: HttpClient | undefined;

/** A client for the shop's API that reads the token and language from the page's bus. */
export function createCatalogClient(bus: Bus, apiBaseUrl: string = API_BASE_URL): HttpClient {
  return createHttpClient({
    baseUrl: apiBaseUrl,
    getToken: (kind) => bus.current(kind === 'customer' ? 'session.changed' : 'staff-session.changed')?.token,
    getLanguage: () => bus.current('language.changed'),
  });
}

/** The catalogue's API client: the one the service configured, or a default on the page's bus. */
export function apiClient(): HttpClient {
  client ??= createCatalogClient(getBus());
  return client;
}

/** Replaces the client: the service passes the shell's API base; unit tests pass a fake. */
export function setApiClient(next: HttpClient | undefined): void {
  client = next;
}
