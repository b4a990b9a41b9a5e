import { compareVersions, satisfies } from 'compare-versions';

/** A module factory, as containers hand them out: calling it returns the module's exports. */
export type Factory = () => unknown;
/** How a container gets a shared module's factory: at once (eager) or after loading its chunks. */
export type FactoryGetter = () => Factory | Promise<Factory>;

export interface ShareConfig {
  singleton?: boolean;
  requiredVersion?: string | false;
  strictVersion?: boolean;
  eager?: boolean;
}

/** One version a container offers of a shared module (Module Federation's `shared` option at run time). */
export interface SharedOffer {
  version: string;
  scope: string[];
  shareConfig: ShareConfig;
  get: FactoryGetter;
}

/** One version of a shared module in a share scope, and who offered it; `lib` once loaded. */
export interface SharedVersion {
  version: string;
  from: string;
  shareConfig: ShareConfig;
  get: FactoryGetter;
  lib?: Factory;
  loading?: Promise<Factory>;
}

/** Module name → version → what provides it. */
export type ShareScope = Record<string, Record<string, SharedVersion>>;
/** Scope name ('default') → scope: the one map every container on the page shares modules through. */
export type ShareScopeMap = Record<string, ShareScope>;

/** What the shell hands a remote's container entry `init`: the page's share scopes. */
export interface RemoteEntryInitOptions {
  shareScopeMap: ShareScopeMap;
}

export const isPromise = <T>(value: T | Promise<T>): value is Promise<T> =>
  typeof (value as { then?: unknown } | undefined)?.then === 'function';

const isSatisfied = (version: string, range: string | false | undefined): boolean => {
  if (!range) return true;
  try {
    return satisfies(version, range);
  } catch {
    return false; // a version or range npm's rules cannot read satisfies nothing
  }
};

const newest = (versions: SharedVersion[]): SharedVersion | undefined =>
  versions.reduce<SharedVersion | undefined>((best, candidate) => {
    if (!best) return candidate;
    try {
      return compareVersions(candidate.version, best.version) > 0 ? candidate : best;
    } catch {
      return best;
    }
  }, undefined);

/**
 * Adds a container's offers to the scopes it names. The first offer of a version stays: the
 * shell's, which starts first; a remote's own copy is used only for a version nobody had.
 */
export function offerShared(
  scopes: ShareScopeMap,
  from: string,
  shared: Record<string, SharedOffer[]> = {},
): void {
  for (const [name, offers] of Object.entries(shared)) {
    for (const { version, scope, shareConfig, get } of offers) {
      for (const scopeName of scope.length ? scope : ['default']) {
        const versions = ((scopes[scopeName] ??= {})[name] ??= {});
        versions[version] ??= { version, from, shareConfig, get };
      }
    }
  }
}

/**
 * The version a consumer gets, by Module Federation's 'loaded-first' strategy: a version already
 * loaded (for a singleton, the one loaded, even outside the range: it says so), else the newest
 * that satisfies the range (a singleton: the newest). None: the consumer uses its own copy.
 */
export function chooseShared(
  scope: ShareScope | undefined,
  name: string,
  config: ShareConfig,
): SharedVersion | undefined {
  const offered = Object.values(scope?.[name] ?? {});
  const isLoaded = (version: SharedVersion) => Boolean(version.lib ?? version.loading);
  if (config.singleton) {
    const chosen = offered.find(isLoaded) ?? newest(offered);
    if (chosen && !isSatisfied(chosen.version, config.requiredVersion)) {
      const message = `[shop federation] ${name} ${chosen.version} (from ${chosen.from}) does not satisfy ${String(config.requiredVersion)}`;
      if (config.strictVersion) throw new Error(message);
      console.warn(`${message}: the page shares one copy, so it is used anyway`);
    }
    return chosen;
  }
  const fitting = offered.filter((version) => isSatisfied(version.version, config.requiredVersion));
  return fitting.find(isLoaded) ?? newest(fitting);
}

/** The factory of a shared version, loading it once for the page: at once when it is eager. */
export function loadShared(shared: SharedVersion): Factory | Promise<Factory> {
  if (shared.lib) return shared.lib;
  if (shared.loading) return shared.loading;
  const got = shared.get();
  if (!isPromise(got)) return (shared.lib = got);
  shared.loading = got.then((factory) => (shared.lib = factory));
  // A failed load is forgotten, so a later consumer tries again.
  shared.loading.catch(() => (shared.loading = undefined));
  return shared.loading;
}
