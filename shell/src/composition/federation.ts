import { type RemoteName } from 'shared-contracts';
import { rememberReleases } from 'remote-kit';
import { pageShareScopes } from './federation-runtime/bundler-runtime';
import { createRemoteLoader } from './federation-runtime/remote-containers';
import { fetchManifest, forgetManifests } from './manifests';
import { remoteEntryUrl } from './remote-entry';
import { loadRemoteMounts } from './remote-mounts';
import { type RemoteRegistry, loadRemoteRegistry } from './remote-registry';

/** Remotes' scripts get two more attempts, 400 ms apart (manifests: manifests.ts). */
const { loadRemote, registerRemotes } = createRemoteLoader({
  shareScopeMap: pageShareScopes(),
  retryTimes: 2,
  retryDelayMs: 400,
  scriptTimeoutMs: 20_000,
});

let registryReady: Promise<RemoteRegistry> | undefined;
/** The remoteEntry.js each remote is registered with, by remote. */
const registeredEntries = new Map<RemoteName, string>();
/** Remotes registered before the last refresh: registered again, dropping the runtime's cache. */
const staleRemotes = new Set<RemoteName>();

/**
 * Registers a remote by its release's remoteEntry.js, which its manifest names: the shell
 * reads the manifest anyway (mounts, services), and loads the script directly.
 */
async function registerRemote(remote: RemoteName, manifestUrl: string): Promise<void> {
  const entry = remoteEntryUrl(await fetchManifest(manifestUrl), manifestUrl);
  const force = staleRemotes.delete(remote);
  if (!force && registeredEntries.get(remote) === entry) return;
  registerRemotes([{ name: remote, entry }], { force: force || registeredEntries.has(remote) });
  registeredEntries.set(remote, entry);
}

/**
 * Reads /remotes.json once and learns from the remotes' manifests which paths each one owns.
 * A remote is registered when first loaded.
 */
export function initFederation(): Promise<RemoteRegistry> {
  registryReady ??= (async () => {
    const { registry } = await loadRemoteRegistry();
    rememberReleases(registry);
    void loadRemoteMounts(registry);
    return registry;
  })();
  return registryReady;
}

/**
 * After a failure: read the registry again (a team may have fixed or rolled back its
 * remote) and register afresh, dropping the runtime's cached failure.
 */
export async function refreshFederation(): Promise<void> {
  const { registry } = await loadRemoteRegistry();
  rememberReleases(registry);
  registryReady = Promise.resolve(registry);
  forgetManifests();
  for (const remote of registeredEntries.keys()) staleRemotes.add(remote);
  await loadRemoteMounts(registry);
}

/** Loads one exposed module of a remote, failing clearly when the remote is not registered. */
export async function loadExposed<T>(remote: RemoteName, exposed: 'routes' | 'service'): Promise<T> {
  const registry = await initFederation();
  const manifestUrl = registry[remote];
  if (!manifestUrl) throw new Error(`Remote ${remote} is not in the registry`);
  await registerRemote(remote, new URL(manifestUrl, location.href).href);
  const module = await loadRemote<T>(`${remote}/${exposed}`);
  if (!module) throw new Error(`Remote ${remote} gave no ${exposed} module`);
  return module;
}
