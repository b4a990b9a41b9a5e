// The monolith's stand-in for shell/src/server/remote-releases.ts (tooling/server/monolith/
// rspack.config.mjs swaps it into the server build): the same class, with every remote's routes
// and prefetch bundled into the renderer instead of loaded from its release's server container.
// The mount table is each remote's src/exposes/mounts.json and the pages it renders on the
// server its src/exposes/server-pages.json, as its composed release publishes them.
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import { type RemotePrefetchModule, type RemoteRoutesModule } from 'remote-kit';
import { type MountTable, matchesPattern } from 'shell/route-ownership';
import type * as Releases from 'shell/server/remote-releases';
import { type SyncFolder, hasFile } from './exposes-folder';
import { MOUNTS } from './mount-table';

export type ReleaseMap = Releases.ReleaseMap;

interface ServerExposes {
  routes: () => Promise<RemoteRoutesModule>;
  /** Its prefetch.ts and server-pages.json, each where the remote has one. */
  optional: SyncFolder;
}

const EXPOSES: Record<RemoteName, ServerExposes> = {
  mf_catalog: {
    routes: () => import('mf-catalog/routes'),
    optional: import.meta.webpackContext('mf-catalog/exposes', {
      regExp: /^\.\/(prefetch\.ts|server-pages\.json)$/,
      mode: 'sync',
    }),
  },
  mf_cart_checkout: {
    routes: () => import('mf-cart-checkout/routes'),
    optional: import.meta.webpackContext('mf-cart-checkout/exposes', {
      regExp: /^\.\/(prefetch\.ts|server-pages\.json)$/,
      mode: 'sync',
    }),
  },
  mf_account: {
    routes: () => import('mf-account/routes'),
    optional: import.meta.webpackContext('mf-account/exposes', {
      regExp: /^\.\/(prefetch\.ts|server-pages\.json)$/,
      mode: 'sync',
    }),
  },
  mf_backoffice: {
    routes: () => import('mf-backoffice/routes'),
    optional: import.meta.webpackContext('mf-backoffice/exposes', {
      regExp: /^\.\/(prefetch\.ts|server-pages\.json)$/,
      mode: 'sync',
    }),
  },
};

/** The paths whose pages a remote renders on the server; none without a server-pages.json. */
function serverPagesOf({ optional }: ServerExposes): readonly string[] {
  return hasFile(optional, 'server-pages.json') ? (optional('./server-pages.json') as string[]) : [];
}

const SERVER_PAGES = new Map(REMOTE_NAMES.map((name) => [name, serverPagesOf(EXPOSES[name])]));

/** The remote's prefetch module, where it has one. */
function prefetchModuleOf({ optional }: ServerExposes): RemotePrefetchModule | undefined {
  const module = hasFile(optional, 'prefetch.ts')
    ? (optional('./prefetch.ts') as RemotePrefetchModule)
    : undefined;
  return typeof module?.prefetch === 'function' ? module : undefined;
}

/** Every public member of the shell's class, so a new one is a type error here until added. */
type Contract = { [Member in keyof Releases.RemoteReleases]: Releases.RemoteReleases[Member] };

/** Every remote of the monolith, for the renderer's whole life: there is no other release. */
export class RemoteReleases implements Contract {
  readonly table: MountTable = MOUNTS;
  private readonly routes = new Map<RemoteName, Promise<RemoteRoutesModule>>();

  private constructor(readonly map: ReleaseMap) {}

  /** `map`: what the server renders with (the monolith has no registry), kept for the render state. */
  static open(map: ReleaseMap, _origin: string): Promise<RemoteReleases> {
    const releases = new RemoteReleases(map);
    // Loaded ahead of the first page, so it is not the one that waits for the remote's code.
    for (const name of REMOTE_NAMES)
      if (SERVER_PAGES.get(name)!.length > 0) releases.routesOf(name).catch(() => undefined);
    return Promise.resolve(releases);
  }

  rendersOnServer(remote: RemoteName, pathname: string): boolean {
    return SERVER_PAGES.get(remote)!.some((page) => matchesPattern(page, pathname));
  }

  /** The remote's routes module; a failure is forgotten, so the next page tries again. */
  routesOf(remote: RemoteName): Promise<RemoteRoutesModule> {
    let routes = this.routes.get(remote);
    if (!routes) {
      routes = EXPOSES[remote].routes();
      routes.catch(() => this.routes.delete(remote));
      this.routes.set(remote, routes);
    }
    return routes;
  }

  prefetchOf(remote: RemoteName): Promise<RemotePrefetchModule | undefined> {
    return Promise.resolve(prefetchModuleOf(EXPOSES[remote]));
  }

  /** Nothing to read again: every remote is bundled into the renderer. */
  readUnreadManifests(): undefined {
    return undefined;
  }
}
