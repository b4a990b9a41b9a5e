import { API_BASE_URL, REMOTE_NAMES, type RemoteServiceModule, getBus } from 'shared-contracts';
import { loadExposed } from './federation';

/**
 * Starts each remote's headless service (cart and wishlist sync, counts for the header).
 * Runs after the first render, and one remote that fails to load does not stop the others.
 */
export function startRemoteServices(): void {
  for (const remote of REMOTE_NAMES) {
    loadExposed<RemoteServiceModule>(remote, 'service')
      .then((service) => service.start({ bus: getBus(), apiBaseUrl: API_BASE_URL }))
      .catch((error: unknown) => console.error(`[shell] service of ${remote} did not start`, error));
  }
}
