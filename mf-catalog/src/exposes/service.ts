import 'remote-kit/chunk-retry';
import { type RemoteServiceContext, getBus } from 'shared-contracts';
import { setApiClient, createCatalogClient } from '../shared/api-client';
import { startWishlistSync } from '../features/wishlist/wishlist-sync';

/**
 * Headless part of the catalogue, started by the shell at boot on every page: the
 * wishlist service (local storage, server sync after login, 'wishlist.count' for the
 * header). It stays small: no React, no page code.
 */
export function start(context: RemoteServiceContext): () => void {
  // This bundle's own view of the page's bus, from the contracts it was built with.
  const bus = getBus();
  setApiClient(createCatalogClient(bus, context.apiBaseUrl));
  return startWishlistSync(bus);
}
