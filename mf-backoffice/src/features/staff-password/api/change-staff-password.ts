import {
  type ApiResult,
  type HttpClient,
  type StaffChangePasswordAnswer,
  type StaffChangePasswordRequest,
  changeStaffPasswordCall,
} from 'shared-contracts';

/**
 * POST /backoffice/account/change_password (Bearer, staff): a new password, given the current
 * one; every other session of the account ends, and the answer's `session` is this one's new token.
 */
export function changeStaffPassword(
  client: HttpClient,
  body: StaffChangePasswordRequest,
  signal?: AbortSignal,
): Promise<ApiResult<StaffChangePasswordAnswer>> {
  return client.call(changeStaffPasswordCall, { body }, { signal });
}
