import 'remote-kit/chunk-retry';
import { configureApiClient } from 'remote-kit';
import { type RemoteServiceContext, getBus } from 'shared-contracts';
import { startCartService } from '../features/cart/cart-service';

/**
 * Headless part of mf-cart-checkout, started by the shell at boot on every page: the cart
 * service (local or server cart, the merge at sign-in, 'cart.add-requested' answered,
 * 'cart.count' and 'cart.lines' for the header and the catalogue). It stays small: no React,
 * no page code; everything it starts stops in the function it returns.
 */
export function start(context: RemoteServiceContext): () => void {
  configureApiClient(context.apiBaseUrl);
  // This bundle's own view of the page's bus, from the contracts it was built with.
  return startCartService(getBus());
}
