import {
  type ApiResult,
  type HttpClient,
  type UpsertAmountProductAnswer,
  type UpsertAmountProductRequest,
  upsertCartAmountCall,
} from 'shared-contracts';

/** POST /cart/upsert_amount_product (Bearer): a line's quantity; 0 removes it. */
export function upsertCartAmount(
  client: HttpClient,
  body: UpsertAmountProductRequest,
): Promise<ApiResult<UpsertAmountProductAnswer>> {
  return client.call(upsertCartAmountCall, { body });
}
