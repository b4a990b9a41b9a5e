import 'remote-kit/chunk-retry';
import { configureApiClient } from 'remote-kit';
import { type RemoteServiceContext } from 'shared-contracts';

/**
 * Headless part of mf-cart-checkout, started by the shell at boot on every page. Today it only
 * wires the kit (the API base this bundle's client calls): it holds no data yet and
 * listens to nothing. What it starts later must stop in the function it returns, and stay
 * small: this chunk loads on every page.
 */
export function start(context: RemoteServiceContext): () => void {
  configureApiClient(context.apiBaseUrl);
  return () => undefined;
}
