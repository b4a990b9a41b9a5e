import {
  type ApiResult,
  type HttpClient,
  type WriteUsAnswer,
  type WriteUsRequest,
  writeUsCall,
} from 'shared-contracts';

/** POST /support/write_us: the support form, validated by the API (per-field errors). */
export function writeUs(
  client: HttpClient,
  body: WriteUsRequest,
  signal?: AbortSignal,
): Promise<ApiResult<WriteUsAnswer>> {
  return client.call(writeUsCall, { body }, { signal });
}
