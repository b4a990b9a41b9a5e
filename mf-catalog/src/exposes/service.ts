import 'remote-kit/chunk-retry';
import { configureApiClient } from 'remote-kit';
import { type RemoteServiceContext, getBus } from 'shared-contracts';
import { startWishlistSync } from '../features/wishlist/wishlist-sync';

/**
 * Headless part of the catalogue, started by the shell at boot on every page: the
 * wishlist service (local storage, server sync after login, 'wishlist.count' for the
 * header). It stays small: no React, no page code.
 */
export function start(context: RemoteServiceContext): () => void {
  configureApiClient(context.apiBaseUrl);
  // This bundle's own view of the page's bus, from the contracts it was built with.
  return startWishlistSync(getBus());
}
