import {
  type ApiResult,
  type HttpClient,
  type PriceEditAnswer,
  type PriceEditRequest,
  editProductPriceCall,
} from 'shared-contracts';

/** PATCH /backoffice/prices/{id}: the changed fields, on the version read (409 when another change came first). */
export function editProductPrice(
  client: HttpClient,
  { id, body }: { id: number; body: PriceEditRequest },
): Promise<ApiResult<PriceEditAnswer>> {
  return client.call(editProductPriceCall, { params: { id }, body });
}
