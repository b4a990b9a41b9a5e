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
    // A call's own signal (the query library's) and the page's budget both stop it.
    fetch: (input, init) => {
      const signals = [init?.signal, signal].filter((item): item is AbortSignal => Boolean(item));
      return fetch(input, { ...init, signal: signals.length > 0 ? AbortSignal.any(signals) : undefined });
    },
  });
}
