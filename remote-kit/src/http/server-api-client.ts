import { type HttpClient, type Language, createHttpClient } from 'shared-contracts';

/**
 * A client for calls made while the server renders a page: the API's absolute base, the page's
 * language, and no session. The server renders only what any visitor may see; personal data
 * is fetched by the browser after hydration.
 */
export function serverApiClient(apiBaseUrl: string, language: Language, signal?: AbortSignal): HttpClient {
  return createHttpClient({
    baseUrl: apiBaseUrl,
    getToken: () => undefined,
    getLanguage: () => language,
    onUnauthorized: () => undefined,
    fetch: (input, init) => fetch(input, { ...init, signal: init?.signal ?? signal }),
  });
}
