// The public face of collections: what the home page shows of them.
export { COLLECTION_KEYS, collectionSlug } from './collection-slugs';
export { CollectionTiles } from './components/collection-tiles';
export { useCollection } from './use-collection';
export { collectionsState } from './stores/collections-store';
