import { TaggedCache } from '../lib/tagged-cache';
import { type CacheCounts } from './shop-metrics';

/**
 * The caches some objects hold, named by the field that holds each (`cards`, `searches`…), or
 * by the owner's name when the field is just `cache`. Read off the objects rather than
 * registered by them, so a cache added to the catalogue is counted without telling anyone.
 */
export function cachesOf(owners: Record<string, object>): [string, CacheCounts][] {
  const found: [string, CacheCounts][] = [];
  for (const [ownerName, owner] of Object.entries(owners)) {
    for (const [field, value] of Object.entries(owner)) {
      if (value instanceof TaggedCache) found.push([field === 'cache' ? ownerName : field, value]);
    }
  }
  return found;
}
