import { queryOptions } from '@tanstack/react-query';
import { type HttpClient, type Language, apiLanguage, getCollectionCall } from 'shared-contracts';
import { toLookup } from '../../shared/lookup';

/**
 * A collection's name and type-product tiles in a language, by its slug in that language. A
 * slug the API does not know (404) is 'not-found' data; any other failure fails the query.
 */
export function collectionQuery(client: HttpClient, slug: string, language: Language) {
  return queryOptions({
    queryKey: ['catalog', 'collection', slug, { language: apiLanguage(language) }] as const,
    queryFn: async ({ signal }) => {
      const answer = await client.call(
        getCollectionCall,
        { params: { name: slug }, query: { language: apiLanguage(language) } },
        { signal },
      );
      return toLookup(answer, [404]);
    },
  });
}
