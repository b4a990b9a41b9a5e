import {
  type ApiResult,
  type HttpClient,
  type RecoverPasswordAnswer,
  type RecoverPasswordRequest,
  recoverPasswordCall,
} from 'shared-contracts';

/** POST /account/recover_password: mails a reset link when the e-mail has an account; the same answer either way. */
export function recoverPassword(
  client: HttpClient,
  body: RecoverPasswordRequest,
  signal?: AbortSignal,
): Promise<ApiResult<RecoverPasswordAnswer>> {
  return client.call(recoverPasswordCall, { body }, { signal });
}
