import {
  type ApiResult,
  type HttpClient,
  type PriceCategoriesAnswer,
  getPriceCategoriesCall,
} from 'shared-contracts';

/** GET /backoffice/prices/categories: the collections and their types, for the filters. */
export function getPriceCategories(
  client: HttpClient,
  userId: number,
  signal?: AbortSignal,
): Promise<ApiResult<PriceCategoriesAnswer>> {
  return client.call(getPriceCategoriesCall, { query: { user_id: userId } }, { signal });
}
