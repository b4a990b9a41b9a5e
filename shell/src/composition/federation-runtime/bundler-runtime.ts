// The shop's Module Federation bundler runtime: what the startup code rspack's Module Federation
// plugin generates in every container calls (as `@module-federation/webpack-bundler-runtime`,
// which the build replaces with this file: tooling/rspack-common.mjs). It does what the shop
// uses, over one share scope map for the page: containers offer their shared modules, consume
// them by the 'loaded-first' strategy, and a remote's container is initialised with the
// shell's scope. Module Federation's own runtime (runtime-core, sdk, 19 KB gzip on every first
// load) also does preloading, manifests, snapshots, plugins and remotes declared at build,
// which the shop does not use; those calls fail here with a message that says so.
import {
  type Factory,
  type FactoryGetter,
  type ShareConfig,
  type ShareScopeMap,
  type SharedOffer,
  chooseShared,
  isPromise,
  loadShared,
  offerShared,
} from './share-scope';

/** Where the shell leaves this runtime for the remotes' startups (tooling/bundler-runtime/). */
export const BUNDLER_RUNTIME_KEY = '__SHOP_MF_BUNDLER_RUNTIME__';

/** A container's state in this runtime: its name, what it shares, and the page's scopes. */
export interface ContainerInstance {
  name: string;
  shareScopeMap: ShareScopeMap;
}

interface ModuleRecord {
  exports: unknown;
}

/** The parts of a container's `__webpack_require__` this runtime reads and writes. */
export interface WebpackRequire {
  m: Record<string, (module: ModuleRecord) => void>;
  c: Record<string, unknown>;
  S?: unknown;
  I: (scope: string, initScope?: unknown[]) => unknown;
  federation: {
    initOptions?: { name: string; shared?: Record<string, SharedOffer[]> };
    instance?: ContainerInstance;
  };
}

/** How a container consumes one shared module (its generated consumesLoadingModuleToHandlerMapping). */
export interface ConsumeHandler {
  shareKey: string;
  getter: FactoryGetter;
  shareInfo: { shareConfig: ShareConfig; scope: string[] };
}

type InstalledModules = Record<string, Promise<unknown> | 0>;

const pageGlobal = globalThis as typeof globalThis & {
  [BUNDLER_RUNTIME_KEY]?: { shareScopeMap: ShareScopeMap };
};

/** The share scopes of the page: one map, whichever copy of this file a container runs. */
export function pageShareScopes(): ShareScopeMap {
  return (pageGlobal[BUNDLER_RUNTIME_KEY] ??= { ...provided(), shareScopeMap: {} }).shareScopeMap;
}

function instanceOf(webpackRequire: WebpackRequire): ContainerInstance {
  const { instance } = webpackRequire.federation;
  if (!instance) throw new Error('[shop federation] the container has not started (no instance)');
  return instance;
}

/** The factory a consumer gets: from the page's scope, or its own copy when none is offered. */
function sharedFactory(
  instance: ContainerInstance,
  { shareKey, getter, shareInfo }: ConsumeHandler,
): Factory | Promise<Factory> {
  const scope = instance.shareScopeMap[shareInfo.scope[0] ?? 'default'];
  const shared = chooseShared(scope, shareKey, shareInfo.shareConfig);
  return shared ? loadShared(shared) : getter();
}

/** A container's startup: its instance, with its shared modules offered to the page. */
function init({ webpackRequire }: { webpackRequire: WebpackRequire }): ContainerInstance {
  const options = webpackRequire.federation.initOptions;
  if (!options) throw new Error('[shop federation] the container started without options');
  const shareScopeMap = pageShareScopes();
  offerShared(shareScopeMap, options.name, options.shared);
  webpackRequire.S = shareScopeMap;
  return { name: options.name, shareScopeMap };
}

/** Before a chunk's modules run: its shared modules resolved, each module id set to what it gets. */
function consumes(options: {
  chunkId: string;
  promises: Array<Promise<unknown> | 0>;
  chunkMapping: Record<string, string[]>;
  installedModules: InstalledModules;
  moduleToHandlerMapping: Record<string, ConsumeHandler>;
  webpackRequire: WebpackRequire;
}): void {
  const { chunkId, promises, chunkMapping, installedModules, moduleToHandlerMapping, webpackRequire } =
    options;
  for (const id of chunkMapping[chunkId] ?? []) {
    const installed = installedModules[id];
    if (installed !== undefined) {
      promises.push(installed);
      continue;
    }
    const install = (factory: Factory) => {
      installedModules[id] = 0;
      webpackRequire.m[id] = (module) => {
        delete webpackRequire.c[id];
        module.exports = factory();
      };
    };
    const fail = (error: unknown) => {
      delete installedModules[id];
      webpackRequire.m[id] = () => {
        delete webpackRequire.c[id];
        throw error;
      };
    };
    try {
      const factory = sharedFactory(instanceOf(webpackRequire), moduleToHandlerMapping[id]!);
      if (isPromise(factory)) promises.push((installedModules[id] = factory.then(install, fail)));
      else install(factory);
    } catch (error) {
      fail(error);
    }
  }
}

/** The shared modules a container's entry needs before it runs (the shell's eager ones). */
function installInitialConsumes(options: {
  initialConsumes: string[];
  installedModules: InstalledModules;
  moduleToHandlerMapping: Record<string, ConsumeHandler>;
  webpackRequire: WebpackRequire;
}): void {
  const { initialConsumes, installedModules, moduleToHandlerMapping, webpackRequire } = options;
  for (const id of initialConsumes) {
    webpackRequire.m[id] = (module) => {
      installedModules[id] = 0;
      delete webpackRequire.c[id];
      const handler = moduleToHandlerMapping[id]!;
      const factory = sharedFactory(instanceOf(webpackRequire), handler);
      if (isPromise(factory))
        throw new Error(`[shop federation] ${handler.shareKey} is not available for eager consumption`);
      module.exports = factory();
    };
  }
}

/** `__webpack_require__.I`: a container's offers are in the page's scope since its startup. */
function initializeSharing(): Promise<void> {
  return Promise.resolve();
}

/**
 * A remote's `container.init(shareScope, initScope, options)`: it shares through the host's
 * scope map (the page's, from the shell's loader), with its own offers added.
 */
function initContainerEntry(options: {
  webpackRequire: WebpackRequire;
  shareScopeKey?: string | string[];
  initScope?: unknown[];
  remoteEntryInitOptions?: { shareScopeMap?: ShareScopeMap };
}): unknown {
  const { webpackRequire, shareScopeKey, initScope, remoteEntryInitOptions } = options;
  const instance = instanceOf(webpackRequire);
  const hostScopes = remoteEntryInitOptions?.shareScopeMap;
  if (hostScopes && hostScopes !== instance.shareScopeMap) {
    instance.shareScopeMap = hostScopes;
    offerShared(hostScopes, instance.name, webpackRequire.federation.initOptions?.shared);
  }
  webpackRequire.S = instance.shareScopeMap;
  return webpackRequire.I(typeof shareScopeKey === 'string' ? shareScopeKey : 'default', initScope);
}

function attachShareScopeMap(webpackRequire: WebpackRequire): void {
  const { instance } = webpackRequire.federation;
  if (webpackRequire.S && instance) webpackRequire.S = instance.shareScopeMap;
}

const notBuiltIn = (what: string) => () => {
  throw new Error(`[shop federation] ${what} is not built into the shop's Module Federation runtime`);
};

/** The functions every container's startup wires into its `__webpack_require__`: stateless. */
function provided() {
  return {
    bundlerRuntime: {
      init,
      consumes,
      installInitialConsumes,
      I: initializeSharing,
      initContainerEntry,
      // Remotes declared at build time: the shell loads remotes by name (remote-containers.ts).
      remotes: notBuiltIn('a remote declared at build time'),
      getSharedFallbackGetter: notBuiltIn('shared tree shaking'),
    },
    attachShareScopeMap,
  };
}

pageShareScopes();

/** What the generated startup imports as the bundler runtime's default export. */
export default {
  runtime: {},
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided().bundlerRuntime, S: {} },
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
