import { z } from 'zod';
import { REMOTE_NAMES, lazySchema } from 'shared-contracts';

/** /remotes.json: remote name → URL of that remote's mf-manifest.json. */
export const RemoteRegistrySchema = lazySchema(() =>
  z.partialRecord(z.enum(REMOTE_NAMES), z.string().min(1)),
);
export type RemoteRegistry = z.infer<typeof RemoteRegistrySchema>;

export const REGISTRY_URL = '/remotes.json';
/** The registry the server wrote into the page (tooling/server/src/shell-page.ts), read once. */
export const INLINE_REGISTRY_ID = 'shop-remotes';
/** Where the last registry that loaded is kept, for when the registry itself cannot be fetched. */
export const LAST_KNOWN_GOOD_KEY = 'shell.remotes.last-known-good';

export type RegistrySource = 'page' | 'network' | 'last-known-good' | 'none';

/** A registry written as JSON text (kept in storage, or in the page), or undefined if it is not one. */
function parseRegistry(text: string | null | undefined): RemoteRegistry | undefined {
  try {
    const parsed = RemoteRegistrySchema.safeParse(JSON.parse(text ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const readLastKnownGood = (storage: Storage) => parseRegistry(storage.getItem(LAST_KNOWN_GOOD_KEY));

/**
 * Takes the registry written into the page, if any: only for the page's first read, since a
 * later read (a retry after a failure) must see what the server names now. A broken one is
 * ignored, and the registry is fetched instead.
 */
function takeInlineRegistry(page: Document | undefined): RemoteRegistry | undefined {
  const element = page?.getElementById(INLINE_REGISTRY_ID);
  if (!element) return undefined;
  element.remove();
  return parseRegistry(element.textContent);
}

/**
 * The registry the page carries, on the first read (no round trip before the remotes load);
 * otherwise /remotes.json, read uncached. Either becomes the last-known-good copy; when the
 * registry cannot be fetched or read, the last-known-good copy is used instead.
 */
export async function loadRemoteRegistry(
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  storage: Storage = localStorage,
  page: Document | undefined = typeof document === 'undefined' ? undefined : document,
): Promise<{ registry: RemoteRegistry; source: RegistrySource }> {
  const inline = takeInlineRegistry(page);
  if (inline) {
    storage.setItem(LAST_KNOWN_GOOD_KEY, JSON.stringify(inline));
    return { registry: inline, source: 'page' };
  }
  try {
    const response = await fetchImpl(REGISTRY_URL, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const registry = RemoteRegistrySchema.parse(await response.json());
    storage.setItem(LAST_KNOWN_GOOD_KEY, JSON.stringify(registry));
    return { registry, source: 'network' };
  } catch (error) {
    const lastKnownGood = readLastKnownGood(storage);
    console.warn('[shell] remote registry unavailable', error);
    if (lastKnownGood) return { registry: lastKnownGood, source: 'last-known-good' };
    return { registry: {}, source: 'none' };
  }
}
