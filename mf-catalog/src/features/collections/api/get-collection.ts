import {
  type ApiResult,
  type CollectionAnswer,
  CollectionAnswerSchema,
  type HttpClient,
  type Language,
  apiLanguage,
} from 'shared-contracts';

/** GET /collections/{name}?language: a collection's display name and its type-product tiles. */
export function getCollection(
  client: HttpClient,
  slug: string,
  language: Language,
  signal?: AbortSignal,
): Promise<ApiResult<CollectionAnswer>> {
  return client.get(`/collections/${encodeURIComponent(slug)}`, {
    schema: CollectionAnswerSchema,
    query: { language: apiLanguage(language) },
    signal,
  });
}
