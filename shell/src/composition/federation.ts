import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { type RemoteName } from 'shared-contracts';
import { fetchManifest, forgetManifests } from './manifests';
import { remoteEntryUrl } from './remote-entry';
import { loadRemoteMounts } from './remote-mounts';
import { type RemoteRegistry, loadRemoteRegistry } from './remote-registry';

/** Attempts after the first one, for a remoteEntry script (manifests: manifests.ts). */
const RETRY_TIMES = 2;
const RETRY_DELAY_MS = 400;

let registryReady: Promise<RemoteRegistry> | undefined;
/** The remoteEntry.js each remote is registered with, by remote. */
const registeredEntries = new Map<RemoteName, string>();
/** Remotes registered before the last refresh: registered again, dropping the runtime's cache. */
const staleRemotes = new Set<RemoteName>();

/**
 * Registers a remote with the MF runtime by its release's remoteEntry.js, which its manifest
 * names: the shell reads the manifest anyway (mounts, services), and the runtime, built
 * without its manifest code (disableSnapshot), loads the script directly.
 */
async function registerRemote(remote: RemoteName, manifestUrl: string): Promise<void> {
  const entry = remoteEntryUrl(await fetchManifest(manifestUrl), manifestUrl);
  const force = staleRemotes.delete(remote);
  if (!force && registeredEntries.get(remote) === entry) return;
  registerRemotes([{ name: remote, entry }], { force: force || registeredEntries.has(remote) });
  registeredEntries.set(remote, entry);
}

/**
 * Reads /remotes.json once, sets up the MF runtime's script retries and learns from the
 * remotes' manifests which paths each one owns. A remote is registered when first loaded.
 */
export function initFederation(): Promise<RemoteRegistry> {
  registryReady ??= (async () => {
    // Only the scripts: the shell fetches the manifests itself, with retries (manifests.ts).
    const { fetch: _noManifestFetch, ...scriptRetry } = RetryPlugin({
      script: { retryTimes: RETRY_TIMES, retryDelay: RETRY_DELAY_MS },
    });
    registerPlugins([scriptRetry]);
    const { registry } = await loadRemoteRegistry();
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
