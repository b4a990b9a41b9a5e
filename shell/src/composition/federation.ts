import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { type RemoteName } from 'shared-contracts';
import { forgetManifests, sharedManifestsPlugin } from './manifests';
import { loadRemoteMounts } from './remote-mounts';
import { type RemoteRegistry, loadRemoteRegistry } from './remote-registry';

/** Attempts after the first one, for a remoteEntry script (manifests: manifests.ts). */
const RETRY_TIMES = 2;
const RETRY_DELAY_MS = 400;

let registryReady: Promise<RemoteRegistry> | undefined;

function register(registry: RemoteRegistry, force: boolean): void {
  const remotes = Object.entries(registry).map(([name, entry]) => ({
    name,
    entry: new URL(entry, location.href).href,
  }));
  registerRemotes(remotes, { force });
}

/**
 * Reads /remotes.json once, registers every remote it names with the MF runtime and learns
 * from their manifests which paths each one owns.
 */
export function initFederation(): Promise<RemoteRegistry> {
  registryReady ??= (async () => {
    // The retry plugin's own fetch hook would fetch each manifest once more: the shell's
    // plugin, which retries too, serves the runtime the manifests the shell already read.
    const { fetch: _fetchedByTheShell, ...scriptRetry } = RetryPlugin({
      script: { retryTimes: RETRY_TIMES, retryDelay: RETRY_DELAY_MS },
    });
    registerPlugins([sharedManifestsPlugin(), scriptRetry]);
    const { registry } = await loadRemoteRegistry();
    register(registry, false);
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
  register(registry, true);
  await loadRemoteMounts(registry);
}

/** Loads one exposed module of a remote, failing clearly when the remote is not registered. */
export async function loadExposed<T>(remote: RemoteName, exposed: 'routes' | 'service'): Promise<T> {
  const registry = await initFederation();
  if (!registry[remote]) throw new Error(`Remote ${remote} is not in the registry`);
  const module = await loadRemote<T>(`${remote}/${exposed}`);
  if (!module) throw new Error(`Remote ${remote} gave no ${exposed} module`);
  return module;
}
