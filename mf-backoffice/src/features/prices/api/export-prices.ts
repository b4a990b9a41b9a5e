import { type ApiResult, type HttpClient, type PriceExportQuery, exportPricesCall } from 'shared-contracts';

/**
 * GET /backoffice/prices/export.csv: every product matching the filter, as CSV text. Through
 * the kit's client, so it carries the staff Bearer token (a link could not) and a 401 ends
 * the session as any other call's.
 */
export function exportPrices(client: HttpClient, query: PriceExportQuery): Promise<ApiResult<string>> {
  return client.call(exportPricesCall, { query });
}
