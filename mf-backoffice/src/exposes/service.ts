import 'remote-kit/chunk-retry';
import { configureApiClient } from 'remote-kit';
import { type RemoteServiceContext } from 'shared-contracts';

/**
 * Headless part of mf-backoffice, started by the shell at boot on every page: wires the kit
 * (the API base this bundle's client calls). The shell ends a staff session on the server
 * when it signs the staff member out. Whatever starts here later must stop in the function
 * it returns, and stay small: this chunk loads on every page.
 */
export function start(context: RemoteServiceContext): () => void {
  configureApiClient(context.apiBaseUrl);
  return () => undefined;
}
