import {
  type ApiResult,
  type ChangePasswordAnswer,
  type ChangePasswordRequest,
  type HttpClient,
  changePasswordCall,
} from 'shared-contracts';

/** POST /account/change_password (Bearer): a new password, given the current one. */
export function changePassword(
  client: HttpClient,
  body: ChangePasswordRequest,
  signal?: AbortSignal,
): Promise<ApiResult<ChangePasswordAnswer>> {
  return client.call(changePasswordCall, { body }, { signal });
}
