import { proxy } from 'valtio/vanilla';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName, lazySchema } from 'shared-contracts';
import { fetchManifest } from './manifests';
import { type RemoteRegistry } from './remote-registry';
import { FALLBACK_MOUNTS, type MountTable } from './route-ownership';

/** What a remote's release publishes in its mf-manifest.json (tooling/build/publish-mounts-plugin.mjs). */
const PublishedMountsSchema = lazySchema(() =>
  z.object({
    shop: z.object({ mounts: z.array(z.string().regex(/^\/(?!\/)/)).min(1) }),
  }),
);

/** Mounts already read, by manifest URL: a release never changes, so neither do its mounts. */
export const MOUNTS_CACHE_KEY = 'shell.remote-mounts';

export type MountSource = 'published' | 'fallback';

interface MountsState {
  /** False until every registered remote's mounts are known. */
  ready: boolean;
  table: MountTable;
  sources: Partial<Record<RemoteName, MountSource>>;
}

/** The routing table of the page: which remote owns which paths. */
export const mountsState = proxy<MountsState>({ ready: false, table: {}, sources: {} });

type MountsCache = Record<string, string[]>;

/**
 * The routing table the server rendered the page with, known before the first render, so the
 * page hydrates with the remote that owns it; the manifests are read afterwards as usual.
 */
export function seedRemoteMounts(table: MountTable): void {
  mountsState.table = table;
  mountsState.ready = true;
  seededByServer = true;
}

/** Whether the table now is the server's, which the first read of the manifests keeps in place. */
let seededByServer = false;

function readCache(storage: Storage | undefined): MountsCache {
  try {
    const parsed = z
      .record(z.string(), z.array(z.string()))
      .safeParse(JSON.parse(storage?.getItem(MOUNTS_CACHE_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function writeCache(storage: Storage | undefined, cache: MountsCache): void {
  try {
    storage?.setItem(MOUNTS_CACHE_KEY, JSON.stringify(cache));
  } catch {
    // A full or blocked storage: the mounts are read again next time.
  }
}

async function fetchMounts(manifestUrl: string, fetchImpl: typeof fetch): Promise<string[] | undefined> {
  try {
    const parsed = PublishedMountsSchema.safeParse(await fetchManifest(manifestUrl, fetchImpl));
    return parsed.success ? parsed.data.shop.mounts : undefined;
  } catch {
    return undefined;
  }
}

export interface MountsOptions {
  fetchImpl?: typeof fetch;
  storage?: Storage | undefined;
  baseUrl?: string;
}

/**
 * Learns which paths each registered remote owns from the manifest of its release: once
 * read, a release's mounts are kept by URL, so a later visit routes without waiting. A
 * remote whose manifest cannot be read keeps the shell's fallback table, so its area can
 * at least show its fallback.
 */
export async function loadRemoteMounts(
  registry: RemoteRegistry,
  {
    fetchImpl = (input, init) => fetch(input, init),
    storage = localStorage,
    baseUrl = location.href,
  }: MountsOptions = {},
): Promise<void> {
  const cache = readCache(storage);
  const entries = Object.entries(registry) as Array<[RemoteName, string]>;
  const urls = new Map(entries.map(([name, entry]) => [name, new URL(entry, baseUrl).href]));

  const apply = (found: Partial<Record<RemoteName, string[] | undefined>>, ready: boolean) => {
    const table: MountTable = {};
    const sources: Partial<Record<RemoteName, MountSource>> = {};
    for (const name of REMOTE_NAMES) {
      const mounts = found[name];
      if (mounts) {
        table[name] = mounts;
        sources[name] = 'published';
      } else if (ready) {
        // Known only once every manifest has answered, so it never shadows a published path.
        table[name] = FALLBACK_MOUNTS[name];
        sources[name] = 'fallback';
      }
    }
    mountsState.table = table;
    mountsState.sources = sources;
    mountsState.ready = ready;
  };

  const cached = Object.fromEntries(entries.map(([name]) => [name, cache[urls.get(name)!]]));
  if (entries.every(([name]) => cached[name])) {
    apply(cached, true);
    return;
  }

  // The table the server rendered with stays until the manifests answer: nothing it rendered is
  // unmounted. A later read (after a failure) starts over, so a failed area is mounted afresh.
  if (!seededByServer) apply(cached, false);
  seededByServer = false;
  // Each remote's own paths route as soon as its manifest answers: a remote whose server
  // hangs holds up its own pages only, not the cart's or the account's.
  const found: Partial<Record<RemoteName, string[] | undefined>> = { ...cached };
  const fetched = await Promise.all(
    entries.map(async ([name]) => {
      if (cached[name]) return [name, cached[name]] as const;
      const mounts = await fetchMounts(urls.get(name)!, fetchImpl);
      found[name] = mounts;
      if (mounts) apply(found, false);
      return [name, mounts] as const;
    }),
  );
  for (const [name, mounts] of fetched) if (mounts) cache[urls.get(name)!] = [...mounts];
  // Only the releases the registry names now are worth keeping.
  const current = new Set(urls.values());
  writeCache(storage, Object.fromEntries(Object.entries(cache).filter(([url]) => current.has(url))));
  apply(found, true);
}
