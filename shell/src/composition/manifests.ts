/** Attempts after the first one, and the wait before the n-th: n × delay. */
export const MANIFEST_RETRY_TIMES = 2;
export const MANIFEST_RETRY_DELAY_MS = 400;
const MANIFEST_TIMEOUT_MS = 8000;

const manifests = new Map<string, Promise<unknown>>();

async function fetchWithRetry(url: string, fetchImpl: typeof fetch): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
      return await response.json();
    } catch (error) {
      if (attempt >= MANIFEST_RETRY_TIMES) throw error;
      await new Promise((resolve) => setTimeout(resolve, MANIFEST_RETRY_DELAY_MS * (attempt + 1)));
    }
  }
}

/**
 * A remote release's mf-manifest.json, fetched once per page (with retries) for all the
 * shell reads in it: the paths it publishes (routing), its exposes (boot service) and its
 * remoteEntry.js (federation.ts). A failed fetch is forgotten, so a retry fetches anew.
 */
export function fetchManifest(
  url: string,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<unknown> {
  let manifest = manifests.get(url);
  if (!manifest) {
    manifest = fetchWithRetry(url, fetchImpl);
    manifests.set(url, manifest);
    manifest.catch(() => manifests.delete(url));
  }
  return manifest;
}

/** Forgets every manifest read, so a retry after a failure reads them afresh. */
export function forgetManifests(): void {
  manifests.clear();
}
