import { withRetries } from './with-retries';

/** Attempts after the first one, and the wait before the n-th: n × delay. */
export const MANIFEST_RETRY_TIMES = 2;
export const MANIFEST_RETRY_DELAY_MS = 400;
const MANIFEST_TIMEOUT_MS = 8000;

const manifests = new Map<string, Promise<unknown>>();

/** The id of the manifest digests the server wrote into the page (tooling/server/src/shell-page.ts). */
export const INLINE_MANIFESTS_ID = 'shop-manifests';

/** The page's manifest digests by absolute URL, read from the page on first use. */
let inlineManifests: Map<string, unknown> | undefined;

function readInlineManifests(page: Document | undefined): Map<string, unknown> {
  const element = page?.getElementById(INLINE_MANIFESTS_ID);
  element?.remove();
  try {
    const parsed: unknown = JSON.parse(element?.textContent ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return new Map();
    return new Map(Object.entries(parsed).map(([url, digest]) => [new URL(url, location.href).href, digest]));
  } catch {
    return new Map();
  }
}

/**
 * The digest of a release's manifest that the server wrote into the page, taken once: a
 * read after a failure (forgetManifests) goes to the network, as without one.
 */
function takeInlineManifest(url: string): unknown {
  inlineManifests ??= readInlineManifests(typeof document === 'undefined' ? undefined : document);
  const digest = inlineManifests.get(url);
  inlineManifests.delete(url);
  return digest;
}

const JSON_DATA_URL = 'data:application/json,';

/**
 * A manifest named by a data: URL holds itself (the monolith build names its bundled remotes
 * so): read from the URL, since a page's CSP (connect-src 'self') refuses fetching data: URLs.
 */
async function readDataUrl(url: string): Promise<unknown> {
  return JSON.parse(decodeURIComponent(url.slice(JSON_DATA_URL.length))) as unknown;
}

function fetchWithRetry(url: string, fetchImpl: typeof fetch): Promise<unknown> {
  return withRetries(
    MANIFEST_RETRY_TIMES,
    (retry) => MANIFEST_RETRY_DELAY_MS * retry,
    async () => {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
      return (await response.json()) as unknown;
    },
  );
}

/**
 * A remote release's mf-manifest.json, read once per page for all the shell reads in it: the
 * paths it publishes (routing), its exposes (boot service) and its remoteEntry.js
 * (federation.ts). It is the digest the page carries when the server wrote one (a release
 * it serves) or the data: URL's own content, else fetched with retries. A failed fetch is
 * forgotten, so a retry fetches anew.
 */
export function fetchManifest(
  url: string,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<unknown> {
  let manifest = manifests.get(url);
  if (!manifest) {
    const inline = takeInlineManifest(url);
    if (inline !== undefined) manifest = Promise.resolve(inline);
    else if (url.startsWith(JSON_DATA_URL)) manifest = readDataUrl(url);
    else manifest = fetchWithRetry(url, fetchImpl);
    manifests.set(url, manifest);
    manifest.catch(() => manifests.delete(url));
  }
  return manifest;
}

/** Forgets every manifest read, so a retry after a failure reads them afresh. */
export function forgetManifests(): void {
  manifests.clear();
}
