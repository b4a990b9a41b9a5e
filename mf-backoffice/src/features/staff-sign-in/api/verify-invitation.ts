import {
  type ApiResult,
  type HttpClient,
  type VerifyStaffRegisterAnswer,
  type VerifyStaffRegisterRequest,
  verifyStaffRegisterCall,
} from 'shared-contracts';

/** POST /account/backoffice/verify_register: whether an invitation link's e-mail and code still hold. */
export function verifyInvitation(
  client: HttpClient,
  body: VerifyStaffRegisterRequest,
  signal?: AbortSignal,
): Promise<ApiResult<VerifyStaffRegisterAnswer>> {
  return client.call(verifyStaffRegisterCall, { body }, { signal });
}
