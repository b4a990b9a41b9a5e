import {
  type ApiResult,
  type CollectionAnswer,
  type HttpClient,
  type Language,
  apiLanguage,
  getCollectionCall,
} from 'shared-contracts';

/** GET /collections/{name}?language: a collection's display name and its type-product tiles. */
export function getCollection(
  client: HttpClient,
  slug: string,
  language: Language,
  signal?: AbortSignal,
): Promise<ApiResult<CollectionAnswer>> {
  return client.call(
    getCollectionCall,
    { params: { name: slug }, query: { language: apiLanguage(language) } },
    { signal },
  );
}
