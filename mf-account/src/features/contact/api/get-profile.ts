import { type ApiResult, type HttpClient, type ProfileAnswer, getProfileCall } from 'shared-contracts';

/** GET /account/profile (Bearer): the signed-in customer's e-mail, to prefill a form. */
export function getProfile(client: HttpClient, signal?: AbortSignal): Promise<ApiResult<ProfileAnswer>> {
  return client.call(getProfileCall, {}, { signal });
}
