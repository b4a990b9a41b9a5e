import { type ApiResult, type HttpClient, type ProfileAnswer, getProfileCall } from 'shared-contracts';

/** GET /account/profile (Bearer): the signed-in customer's e-mail and creation date. */
export function getProfile(client: HttpClient, signal?: AbortSignal): Promise<ApiResult<ProfileAnswer>> {
  return client.call(getProfileCall, {}, { signal });
}
