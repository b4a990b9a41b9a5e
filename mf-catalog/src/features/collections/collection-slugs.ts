import { COLLECTION_SLUGS, type CollectionKey, type Language, apiLanguage } from 'shared-contracts';

/** The four collections in the order the shop presents them. */
export const COLLECTION_KEYS = Object.keys(COLLECTION_SLUGS) as CollectionKey[];

/** The collection a URL slug names, in English or in Spanish, or undefined for any other slug. */
export function findCollectionKey(slug: string): CollectionKey | undefined {
  const wanted = slug.toLowerCase();
  return COLLECTION_KEYS.find((key) => (Object.values(COLLECTION_SLUGS[key]) as string[]).includes(wanted));
}

/** The slug of a collection in the visitor's language, for links and API calls. */
export function collectionSlug(key: CollectionKey, language: Language): string {
  return COLLECTION_SLUGS[key][apiLanguage(language)];
}
