// The public face of collections: what the home page shows of them, and the query its server
// render loads.
export { COLLECTION_KEYS, collectionSlug } from './collection-slugs';
export { collectionQuery } from './collection-query';
export { CollectionTiles } from './components/collection-tiles';
export { useCollection } from './use-collection';
