import {
  type ApiResult,
  type BackofficeLoginAnswer,
  type BackofficeLoginRequest,
  type HttpClient,
  backofficeLoginCall,
} from 'shared-contracts';

/** POST /backoffice/login: a staff member's token, user id and expiry, or errors per field. */
export function staffLogin(
  client: HttpClient,
  body: BackofficeLoginRequest,
  signal?: AbortSignal,
): Promise<ApiResult<BackofficeLoginAnswer>> {
  return client.call(backofficeLoginCall, { body }, { signal });
}
