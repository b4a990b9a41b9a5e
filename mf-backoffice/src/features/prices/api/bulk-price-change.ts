import {
  type ApiResult,
  type BulkApplyAnswer,
  type BulkApplyRequest,
  type BulkPreviewAnswer,
  type BulkPreviewRequest,
  type HttpClient,
  applyBulkPriceChangeCall,
  previewBulkPriceChangeCall,
} from 'shared-contracts';

/** POST /backoffice/prices/bulk/preview: what a bulk change would do; changes nothing. */
export function previewBulkPriceChange(
  client: HttpClient,
  body: BulkPreviewRequest,
): Promise<ApiResult<BulkPreviewAnswer>> {
  return client.call(previewBulkPriceChangeCall, { body });
}

/** POST /backoffice/prices/bulk: applies it in one transaction, if it still covers the count confirmed. */
export function applyBulkPriceChange(
  client: HttpClient,
  body: BulkApplyRequest,
): Promise<ApiResult<BulkApplyAnswer>> {
  return client.call(applyBulkPriceChangeCall, { body });
}
