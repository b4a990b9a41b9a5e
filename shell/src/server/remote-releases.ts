import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import { type RemotePrefetchModule, type RemoteRoutesModule } from 'remote-kit';
import { FALLBACK_MOUNTS, type MountTable, matchesPattern } from '../composition/route-ownership';

/** /remotes.json as the server renders with it: remote → URL of its release's mf-manifest.json. */
export type ReleaseMap = Partial<Record<RemoteName, string>>;

interface ServerRelease {
  /** Absolute URL of the release's server container; none in a release built before server rendering. */
  entry: string | undefined;
  mounts: readonly string[];
  /** The paths whose pages its server build renders (shop.serverPages); the others render in the browser. */
  serverPages: readonly string[];
}

const MANIFEST_TIMEOUT_MS = 3000;
/** How soon a remote whose server build failed to load is tried again. */
const RETRY_AFTER_MS = 5000;

interface PublishedManifest {
  metaData?: { ssrRemoteEntry?: { name?: unknown } };
  shop?: { mounts?: unknown; serverPages?: unknown };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

async function readRelease(manifestUrl: string): Promise<ServerRelease | undefined> {
  const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!response.ok) return undefined;
  const manifest = (await response.json()) as PublishedManifest;
  const entryName = manifest.metaData?.ssrRemoteEntry?.name;
  const mounts = manifest.shop?.mounts;
  if (!Array.isArray(mounts)) return undefined;
  return {
    // A release built before server rendering has no server container: it renders in the browser.
    entry: typeof entryName === 'string' ? new URL(entryName, manifestUrl).href : undefined,
    mounts: strings(mounts),
    serverPages: strings(manifest.shop?.serverPages),
  };
}

/**
 * The remotes' server containers of one release map. A renderer holds one for its whole life:
 * a new map gets a new renderer (a new worker generation), so nothing of an old release stays.
 */
export class RemoteReleases {
  readonly table: MountTable = {};
  private readonly releases = new Map<RemoteName, ServerRelease>();
  private readonly routes = new Map<RemoteName, Promise<RemoteRoutesModule>>();
  private readonly prefetchers = new Map<RemoteName, Promise<RemotePrefetchModule | undefined>>();
  private readonly failedAt = new Map<RemoteName, number>();
  /** Remotes whose manifest could not be read yet (their server down or still starting). */
  private readonly unread = new Set<RemoteName>();
  private manifestsReadAt = 0;
  private reading: Promise<boolean> | undefined;

  private constructor(
    readonly map: ReleaseMap,
    private readonly origin: string,
  ) {}

  /** Reads each release's manifest and registers its server container with the runtime. */
  static async open(map: ReleaseMap, origin: string): Promise<RemoteReleases> {
    const releases = new RemoteReleases(map, origin);
    await releases.readManifests(REMOTE_NAMES.filter((name) => map[name]));
    // A remote whose manifest cannot be read keeps the shell's table, as in the browser: its
    // area is left to the browser, which shows its fallback.
    for (const name of releases.unread) releases.table[name] = FALLBACK_MOUNTS[name];
    return releases;
  }

  /**
   * Reads again the manifests that could not be read, no sooner than RETRY_AFTER_MS after the
   * last try: a remote whose server was down when this renderer started is rendered on the
   * server once it is back, not only after the next release. Resolves with whether the table
   * changed; undefined when there is nothing to read now. Pages go on meanwhile.
   */
  readUnreadManifests(): Promise<boolean> | undefined {
    if (this.unread.size === 0 || this.reading || Date.now() - this.manifestsReadAt < RETRY_AFTER_MS)
      return undefined;
    this.reading = this.readManifests([...this.unread]).finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async readManifests(names: readonly RemoteName[]): Promise<boolean> {
    this.manifestsReadAt = Date.now();
    const found = await Promise.all(
      names.map(async (name) => {
        try {
          return [name, await readRelease(new URL(this.map[name]!, this.origin).href)] as const;
        } catch {
          return [name, undefined] as const;
        }
      }),
    );
    const read: RemoteName[] = [];
    for (const [name, release] of found) {
      if (!release) {
        this.unread.add(name);
        continue;
      }
      this.unread.delete(name);
      this.releases.set(name, release);
      this.table[name] = release.mounts;
      read.push(name);
    }
    registerRemotes(
      read.flatMap((name) => {
        const entry = this.releases.get(name)?.entry;
        return entry ? [{ name, entry }] : [];
      }),
    );
    // Loaded ahead of the first page, so it is not the one that waits for the remote's code.
    for (const name of read) {
      const release = this.releases.get(name)!;
      if (release.entry && release.serverPages.length > 0) this.routesOf(name).catch(() => undefined);
    }
    return read.length > 0;
  }

  /** Whether the remote's server build renders the page at `pathname`. */
  rendersOnServer(remote: RemoteName, pathname: string): boolean {
    const release = this.releases.get(remote);
    return release?.entry !== undefined && release.serverPages.some((page) => matchesPattern(page, pathname));
  }

  /**
   * The remote's routes module. A failure is forgotten, so a page after it tries again (no
   * sooner than RETRY_AFTER_MS, so a broken release is not fetched for every page), with the
   * runtime's cached failure dropped.
   */
  routesOf(remote: RemoteName): Promise<RemoteRoutesModule> {
    let routes = this.routes.get(remote);
    if (routes) return routes;
    const failed = this.failedAt.get(remote);
    if (failed !== undefined && Date.now() - failed < RETRY_AFTER_MS)
      return Promise.reject(new Error(`${remote} failed to load less than ${RETRY_AFTER_MS} ms ago`));
    const entry = this.releases.get(remote)?.entry;
    if (failed !== undefined && entry) {
      registerRemotes([{ name: remote, entry }], { force: true });
      this.prefetchers.delete(remote);
    }
    routes = loadRemote<RemoteRoutesModule>(`${remote}/routes`).then((module) => {
      if (!module?.default) throw new Error(`${remote} gave no routes`);
      this.failedAt.delete(remote);
      return module;
    });
    routes.catch(() => {
      this.routes.delete(remote);
      this.failedAt.set(remote, Date.now());
    });
    this.routes.set(remote, routes);
    return routes;
  }

  /** The remote's prefetch module (server builds only), or undefined for a remote without one. */
  prefetchOf(remote: RemoteName): Promise<RemotePrefetchModule | undefined> {
    let prefetch = this.prefetchers.get(remote);
    if (!prefetch) {
      prefetch = loadRemote<RemotePrefetchModule>(`${remote}/prefetch`).then(
        (module) => (typeof module?.prefetch === 'function' ? module : undefined),
        () => undefined,
      );
      this.prefetchers.set(remote, prefetch);
    }
    return prefetch;
  }
}
