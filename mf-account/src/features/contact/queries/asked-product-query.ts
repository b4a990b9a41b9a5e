import { queryOptions } from '@tanstack/react-query';
import { type HttpClient, getProductCall } from 'shared-contracts';
import { answerDataOrNull } from '../../../shared/queries/answer-data';

/** What /ask-availability shows of the product asked about. */
export interface AskedProduct {
  id: number;
  name: string;
  image: string;
}

/**
 * The product of /ask-availability?product={id} in the language asked; null when the shop
 * does not have it (404, or 400 for an id the API refuses). The page reads it; the server
 * prefetches it (exposes/prefetch.ts).
 */
export function askedProductQuery(client: HttpClient, productId: number, language: 'es' | 'en') {
  return queryOptions({
    queryKey: ['account', 'asked-product', productId, language] as const,
    queryFn: async ({ signal }): Promise<AskedProduct | null> => {
      const result = await client.call(
        getProductCall,
        { params: { id: productId }, query: { language } },
        { signal },
      );
      const product = answerDataOrNull(result, [400, 404]);
      return product && { id: productId, name: product.name, image: product.image };
    },
  });
}
