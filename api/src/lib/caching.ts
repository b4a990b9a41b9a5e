// The API's cache of answers tagged by what they show, and its holds, for whoever follows the
// catalogue as the API's own caches do (the shop's server-rendered pages): `api/caching`.
export { type Tagged, TaggedCache, type TaggedCacheOptions } from './tagged-cache';
export { TagHolds } from './tag-holds';
