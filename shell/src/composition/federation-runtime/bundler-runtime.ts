// The shop's Module Federation bundler runtime: what starts each container's sharing and
// container entry, in place of the startup rspack's Module Federation plugin generates into
// every container (4.5 KB of each) and of @module-federation/webpack-bundler-runtime, which it
// calls, with runtime-core and the sdk under it (19 KB gzip on every first load). The build
// replaces the generated startup with one call of `startContainer`
// (tooling/build/bundler-runtime/federation-startup.mjs):
// the shell's own, or in a remote the one the shell leaves on the page
// (tooling/build/bundler-runtime/). It does what the shop uses, over one share scope map for the
// page: containers offer their shared modules and consume them by the 'loaded-first'
// strategy, and a remote's container is initialised with the shell's scopes. Preloading,
// manifests, snapshots, runtime plugins and remotes declared at build are not in it.
import {
  type Factory,
  type FactoryGetter,
  type RemoteEntryInitOptions,
  type ShareConfig,
  type ShareScopeMap,
  type SharedOffer,
  chooseShared,
  isPromise,
  loadShared,
  offerShared,
} from './share-scope';

/** Where the shell leaves this runtime for the remotes' startups (tooling/build/bundler-runtime/). */
export const BUNDLER_RUNTIME_KEY = '__SHOP_MF_BUNDLER_RUNTIME__';

interface ModuleRecord {
  exports: unknown;
}

/** One shared module a container provides, as rspack writes `initializeSharingData`. */
interface SharingData {
  name: string;
  version: string;
  factory: FactoryGetter;
  eager?: boolean | 0 | 1;
  singleton?: boolean | 0 | 1;
  requiredVersion?: string | false;
  strictVersion?: boolean;
}

/** One shared module a container consumes, as rspack writes `consumesLoadingData`. */
interface ConsumeData {
  shareScope: string;
  shareKey: string;
  requiredVersion?: string | false;
  strictVersion?: boolean;
  singleton?: boolean;
  eager?: boolean;
  fallback: FactoryGetter;
}

/** A consumed module, ready for the share scope: its key, its own copy and its range. */
export interface ConsumeHandler {
  shareKey: string;
  getter: FactoryGetter;
  shareInfo: { shareConfig: ShareConfig; scope: string[] };
}

/** The parts of a container's `__webpack_require__` this runtime reads and writes. */
export interface WebpackRequire {
  m: Record<string, (module: ModuleRecord) => void>;
  c: Record<string, unknown>;
  f: Record<string, ((chunkId: string, promises: Array<Promise<unknown> | 0>) => void) | undefined>;
  S?: unknown;
  I?: (scope: string, initScope?: unknown[]) => unknown;
  R?: unknown;
  federation?: object;
  initializeSharingData?: { scopeToSharingDataMapping: Record<string, Array<SharingData | string>> };
  consumesLoadingData?: {
    chunkMapping?: Record<string, string[]>;
    moduleIdToConsumeDataMapping?: Record<string, ConsumeData>;
    initialConsumes?: string[];
  };
  initializeExposesData?: { moduleMap: Record<string, () => unknown>; shareScope?: string | string[] };
  initContainer?: (
    shareScope: unknown,
    initScope: unknown[],
    options?: Partial<RemoteEntryInitOptions>,
  ) => unknown;
  getContainer?: (module: string, getScope: unknown) => unknown;
}

/** A container's state in this runtime: what it offers, and the scopes it shares through. */
interface Container {
  shared: Record<string, SharedOffer[]>;
  shareScopeMap: ShareScopeMap;
  handlers: Record<string, ConsumeHandler>;
  installed: Record<string, Promise<unknown> | 0>;
}

const pageGlobal = globalThis as typeof globalThis & {
  [BUNDLER_RUNTIME_KEY]?: { shareScopeMap: ShareScopeMap; startContainer: typeof startContainer };
};

/** The share scopes of the page: one map, whichever copy of this file a container runs. */
export function pageShareScopes(): ShareScopeMap {
  return (pageGlobal[BUNDLER_RUNTIME_KEY] ??= { shareScopeMap: {}, startContainer }).shareScopeMap;
}

/** The factory a consumer gets: from the page's scope, or its own copy when none is offered. */
function sharedFactory(
  container: Container,
  { shareKey, getter, shareInfo }: ConsumeHandler,
): Factory | Promise<Factory> {
  const scope = container.shareScopeMap[shareInfo.scope[0] ?? 'default'];
  const shared = chooseShared(scope, shareKey, shareInfo.shareConfig);
  return shared ? loadShared(shared) : getter();
}

/** Before a chunk's modules run: its shared modules resolved, each module id set to what it gets. */
function consumeChunk(
  container: Container,
  webpackRequire: WebpackRequire,
  ids: string[],
  promises: Array<Promise<unknown> | 0>,
): void {
  for (const id of ids) {
    const installed = container.installed[id];
    if (installed !== undefined) {
      promises.push(installed);
      continue;
    }
    const install = (factory: Factory) => {
      container.installed[id] = 0;
      webpackRequire.m[id] = (module) => {
        delete webpackRequire.c[id];
        module.exports = factory();
      };
    };
    const fail = (error: unknown) => {
      delete container.installed[id];
      webpackRequire.m[id] = () => {
        delete webpackRequire.c[id];
        throw error;
      };
    };
    try {
      const factory = sharedFactory(container, container.handlers[id]!);
      if (isPromise(factory)) promises.push((container.installed[id] = factory.then(install, fail)));
      else install(factory);
    } catch (error) {
      fail(error);
    }
  }
}

/** The shared modules a container's entry needs before it runs (the shell's eager ones). */
function installInitialConsumes(container: Container, webpackRequire: WebpackRequire, ids: string[]): void {
  for (const id of ids) {
    webpackRequire.m[id] = (module) => {
      container.installed[id] = 0;
      delete webpackRequire.c[id];
      const handler = container.handlers[id]!;
      const factory = sharedFactory(container, handler);
      if (isPromise(factory))
        throw new Error(`[shop federation] ${handler.shareKey} is not available for eager consumption`);
      module.exports = factory();
    };
  }
}

const defined = <T extends object>(entries: T) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as Partial<T>;

function offersOf(webpackRequire: WebpackRequire): Record<string, SharedOffer[]> {
  const shared: Record<string, SharedOffer[]> = {};
  const mapping = webpackRequire.initializeSharingData?.scopeToSharingDataMapping ?? {};
  for (const [scope, stages] of Object.entries(mapping)) {
    for (const stage of stages) {
      if (typeof stage !== 'object') continue;
      const { name, version, factory, singleton, requiredVersion, eager, strictVersion } = stage;
      const shareConfig = defined({
        singleton: singleton === undefined ? undefined : Boolean(singleton),
        requiredVersion,
        eager: eager === undefined ? undefined : Boolean(eager),
        strictVersion,
      });
      (shared[name] ??= []).push({ version, scope: [scope], shareConfig, get: factory });
    }
  }
  return shared;
}

function handlersOf(webpackRequire: WebpackRequire): Record<string, ConsumeHandler> {
  const mapping = webpackRequire.consumesLoadingData?.moduleIdToConsumeDataMapping ?? {};
  return Object.fromEntries(
    Object.entries(mapping).map(([id, data]) => [
      id,
      {
        shareKey: data.shareKey,
        getter: data.fallback,
        shareInfo: {
          shareConfig: {
            requiredVersion: data.requiredVersion,
            strictVersion: data.strictVersion,
            singleton: data.singleton,
            eager: data.eager,
          },
          scope: [data.shareScope],
        },
      },
    ]),
  );
}

/**
 * A container's startup: its shared modules offered to the page, its chunks' shared modules
 * consumed from it, and, for a remote, its entry's `init` and `get`. Each `__webpack_require__`
 * function is set only where the container's build has it (a placeholder that throws).
 */
export function startContainer(webpackRequire: WebpackRequire, name: string): void {
  if (!(webpackRequire.initializeSharingData ?? webpackRequire.initializeExposesData)) return;
  const container: Container = {
    shared: offersOf(webpackRequire),
    shareScopeMap: pageShareScopes(),
    handlers: handlersOf(webpackRequire),
    installed: {},
  };
  offerShared(container.shareScopeMap, name, container.shared);
  const chunkMapping = webpackRequire.consumesLoadingData?.chunkMapping ?? {};

  if ('S' in webpackRequire) webpackRequire.S = container.shareScopeMap;
  if (webpackRequire.f.consumes)
    webpackRequire.f.consumes = (chunkId, promises) =>
      consumeChunk(container, webpackRequire, chunkMapping[chunkId] ?? [], promises);
  if (webpackRequire.f.remotes) webpackRequire.f.remotes = notBuiltIn('A remote declared at build time');
  // Every offer is in the page's scope from the start: there is nothing left to initialise.
  if (webpackRequire.I) webpackRequire.I = () => Promise.resolve();
  if (webpackRequire.initContainer)
    webpackRequire.initContainer = (_shareScope, _initScope, options) => {
      const hostScopes = options?.shareScopeMap;
      if (hostScopes && hostScopes !== container.shareScopeMap) {
        container.shareScopeMap = hostScopes;
        offerShared(hostScopes, name, container.shared);
        webpackRequire.S = hostScopes;
      }
      return Promise.resolve();
    };
  const exposes = webpackRequire.initializeExposesData;
  if (webpackRequire.getContainer && exposes)
    webpackRequire.getContainer = (module, getScope) => {
      webpackRequire.R = getScope;
      const result = Object.prototype.hasOwnProperty.call(exposes.moduleMap, module)
        ? exposes.moduleMap[module]!()
        : Promise.reject(new Error(`Module "${module}" does not exist in container.`));
      webpackRequire.R = undefined;
      return result;
    };
  const initialConsumes = webpackRequire.consumesLoadingData?.initialConsumes;
  if (initialConsumes) installInitialConsumes(container, webpackRequire, initialConsumes);
}

function notBuiltIn(what: string) {
  return () => {
    throw new Error(`[shop federation] ${what} is not built into the shop's Module Federation runtime`);
  };
}

pageShareScopes();
