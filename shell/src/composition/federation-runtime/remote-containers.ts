// The shell's side of Module Federation: remotes registered by name and remoteEntry.js, their
// containers loaded (a script, retried), initialised with the page's share scopes, and their
// exposed modules loaded. What @module-federation/runtime's registerRemotes and loadRemote did
// for the shop, without its manifest, snapshot, preload and plugin machinery.
import { withRetries } from '../with-retries';
import {
  type Factory,
  type RemoteEntryInitOptions,
  type ShareScope,
  type ShareScopeMap,
} from './share-scope';

/** A remote's container, as its remoteEntry.js defines it under the remote's name. */
interface Container {
  init(shareScope: ShareScope, initScope: unknown[], options: RemoteEntryInitOptions): unknown;
  get(expose: string): Factory | Promise<Factory>;
}

export interface RemoteLoaderOptions {
  shareScopeMap: ShareScopeMap;
  /** Attempts after the first one, for a remote's script and for an exposed module's chunks. */
  retryTimes: number;
  retryDelayMs: number;
  /** How long a remoteEntry.js may take to load before it counts as failed. */
  scriptTimeoutMs: number;
}

interface Remote {
  entry: string;
  container?: Promise<Container>;
}

/** Loads a classic script, as Module Federation's loader does: the element goes once it ran. */
function loadScript(url: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const done = (error?: Error) => {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      script.remove();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => done(new Error(`${url} did not load in ${timeoutMs} ms`)), timeoutMs);
    script.onload = () => done();
    script.onerror = () => done(new Error(`${url} failed to load`));
    script.src = url;
    document.head.append(script);
  });
}

const pageGlobal = globalThis as unknown as Record<string, unknown>;

function isContainer(value: unknown): value is Container {
  const container = value as Partial<Container> | undefined;
  return typeof container?.init === 'function' && typeof container.get === 'function';
}

export function createRemoteLoader({
  shareScopeMap,
  retryTimes,
  retryDelayMs,
  scriptTimeoutMs,
}: RemoteLoaderOptions) {
  const remotes = new Map<string, Remote>();
  const retried = <T>(attempt: () => T | Promise<T>) => withRetries(retryTimes, () => retryDelayMs, attempt);

  async function startContainer(name: string, entry: string): Promise<Container> {
    // What the script defines, not what an earlier release left. A remoteEntry.js declares its
    // container with `var`, a global that cannot be deleted once a script of it has run in the
    // page (a remote loaded, then registered again): that one is cleared instead.
    if (!Reflect.deleteProperty(pageGlobal, name)) pageGlobal[name] = undefined;
    await retried(() => loadScript(entry, scriptTimeoutMs));
    const container = pageGlobal[name];
    if (!isContainer(container)) throw new Error(`${entry} defined no container named ${name}`);
    await container.init((shareScopeMap.default ??= {}), [], { shareScopeMap });
    return container;
  }

  return {
    /**
     * Registers remotes by name. A known remote is kept unless `force`: then its container is
     * dropped, and the next load runs its (new) remoteEntry.js afresh.
     */
    registerRemotes(list: Array<{ name: string; entry: string }>, { force = false } = {}): void {
      for (const { name, entry } of list) {
        if (remotes.has(name) && !force) continue;
        remotes.set(name, { entry });
      }
    },

    /** The exports of `remote/exposed` (`mf_catalog/routes`), its container started once. */
    async loadRemote<T>(id: string): Promise<T> {
      const [name = '', ...path] = id.split('/');
      const remote = remotes.get(name);
      if (!remote) throw new Error(`Remote ${name} is not registered`);
      if (!remote.container) {
        remote.container = startContainer(name, remote.entry);
        // A failed start is forgotten: the next load tries the script again.
        remote.container.catch(() => {
          if (remotes.get(name) === remote) remote.container = undefined;
        });
      }
      const container = await remote.container;
      const factory = await retried(() => container.get(`./${path.join('/')}`));
      return factory() as T;
    },
  };
}
