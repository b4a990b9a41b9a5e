import { API_BASE_URL, type Bus, type HttpClient, createHttpClient, getBus } from 'shared-contracts';

let client: HttpClient | undefined;

/**
 * The shared client answers every outcome as an ApiResult, yet a body cut off while it is
 * read (a superseded load aborted mid-answer, a connection dropped) still rejects. Here
 * that is a network error like any other, so no caller is left with an unhandled rejection
 * or a page stuck loading.
 */
export function neverRejecting(inner: HttpClient): HttpClient {
  const request: HttpClient['request'] = (method, path, options) =>
    inner.request(method, path, options).catch((error: unknown) => ({
      kind: 'network-error' as const,
      message: error instanceof Error ? error.message : String(error),
    }));
  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options),
    patch: (path, options) => request('PATCH', path, options),
    delete: (path, options) => request('DELETE', path, options),
  };
}

/** A client for the shop's API that reads the token and language from the page's bus. */
export function createCatalogClient(bus: Bus, apiBaseUrl: string = API_BASE_URL): HttpClient {
  return createHttpClient({
    baseUrl: apiBaseUrl,
    getToken: () => bus.current('session.changed')?.token,
    getLanguage: () => bus.current('language.changed'),
  });
}

/** The catalogue's API client: the one the service configured, or a default on the page's bus. */
export function apiClient(): HttpClient {
  client ??= neverRejecting(createCatalogClient(getBus()));
  return client;
}

/** Replaces the client: the service passes the shell's API base; unit tests pass a fake. */
export function setApiClient(next: HttpClient | undefined): void {
  client = next && neverRejecting(next);
}
