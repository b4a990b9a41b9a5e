import { API_BASE_URL } from 'shared-contracts';

let apiBaseUrl = API_BASE_URL;

/**
 * Tells the kit where the API is: the base the shell hands a remote's service at start.
 * Apart from the client on purpose: a service that only wires this pulls no HTTP code into
 * the chunk every page loads.
 */
export function configureApiClient(baseUrl: string): void {
  apiBaseUrl = baseUrl;
}

/** The API base this bundle's client calls, ending in /api. */
export function configuredApiBase(): string {
  return apiBaseUrl;
}
