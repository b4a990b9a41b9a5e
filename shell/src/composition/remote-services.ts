import { z } from 'zod';
import {
  API_BASE_URL,
  REMOTE_NAMES,
  type RemoteName,
  type RemoteServiceModule,
  getBus,
  lazySchema,
} from 'shared-contracts';
import { reportClientError } from 'remote-kit';
import { loadExposed, refreshFederation } from './federation';
import { fetchManifest } from './manifests';
import { type RemoteRegistry } from './remote-registry';

/** Waits before each new attempt to start a service that failed: as a route's retries, then slower. */
export const SERVICE_RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

interface Scheduling {
  wait: (ms: number) => Promise<void>;
  /** Resolves when the browser is back online (a retry then goes at once). */
  online: () => Promise<void>;
}

const browserScheduling: Scheduling = {
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  online: () => new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true })),
};

/**
 * Starts one remote's service; when its code cannot be loaded (a remote being deployed, a
 * dropped connection) it tries again after re-reading the registry, as a route's retry does,
 * with growing waits — or at once when the browser comes back online. A service that loaded
 * but threw while starting is a bug of its own: it is reported, not retried.
 */
export async function startRemoteService(
  remote: RemoteName,
  scheduling: Scheduling = browserScheduling,
): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    let service: RemoteServiceModule;
    try {
      if (attempt > 0) await refreshFederation();
      service = await loadExposed<RemoteServiceModule>(remote, 'service');
    } catch (error) {
      const delay = SERVICE_RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        console.error(`[shell] service of ${remote} did not start; giving up`, error);
        reportClientError({ kind: 'remote_load', remote, error });
        return false;
      }
      console.warn(`[shell] service of ${remote} did not load; trying again`, error);
      await Promise.race([scheduling.wait(delay), scheduling.online()]);
      continue;
    }
    try {
      service.start({ bus: getBus(), apiBaseUrl: API_BASE_URL });
      return true;
    } catch (error) {
      console.error(`[shell] service of ${remote} failed while starting`, error);
      reportClientError({ kind: 'error', remote, error });
      return false;
    }
  }
}

/** What a release's mf-manifest.json says it exposes ('routes', 'service'). */
const ManifestExposesSchema = lazySchema(() =>
  z.object({ exposes: z.array(z.object({ name: z.string() })) }),
);

/**
 * Whether a remote's release has a boot service: its manifest lists a `./service` expose.
 * Undefined when the manifest cannot be read or is not shaped as expected.
 */
export async function releaseHasService(manifestUrl: string): Promise<boolean | undefined> {
  try {
    const parsed = ManifestExposesSchema.safeParse(await fetchManifest(manifestUrl));
    return parsed.success ? parsed.data.exposes.some((expose) => expose.name === 'service') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the headless service of each remote that has one (cart and wishlist sync, counts
 * for the header). A release without boot work exposes no `./service`, and its remote's
 * code then loads only with its routes: every remoteEntry costs the first load its bundler
 * runtime. When the manifest cannot tell (unreadable, or a remote missing from the
 * registry), the service is tried as before, with its retries. Runs after the first
 * render, and one remote that fails does not stop the others.
 */
export function startRemoteServices(registry: RemoteRegistry, baseUrl: string = location.href): void {
  for (const remote of REMOTE_NAMES) {
    const entry = registry[remote];
    const hasService = entry ? releaseHasService(new URL(entry, baseUrl).href) : Promise.resolve(undefined);
    void hasService.then((found) => (found === false ? undefined : startRemoteService(remote)));
  }
}
