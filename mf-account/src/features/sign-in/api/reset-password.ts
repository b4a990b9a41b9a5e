import {
  type ApiResult,
  type HttpClient,
  type ResetPasswordAnswer,
  type ResetPasswordRequest,
  resetPasswordCall,
} from 'shared-contracts';

/** POST /account/reset_password: a new password with a reset link's token; signs the customer in. */
export function resetPassword(
  client: HttpClient,
  body: ResetPasswordRequest,
  signal?: AbortSignal,
): Promise<ApiResult<ResetPasswordAnswer>> {
  return client.call(resetPasswordCall, { body }, { signal });
}
