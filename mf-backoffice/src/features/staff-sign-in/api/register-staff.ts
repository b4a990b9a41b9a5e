import {
  type ApiResult,
  type HttpClient,
  type StaffRegisterAnswer,
  type StaffRegisterRequest,
  registerStaffCall,
} from 'shared-contracts';

/** POST /account/backoffice/register: sets the password of an invited staff member and signs them in. */
export function registerStaff(
  client: HttpClient,
  body: StaffRegisterRequest,
  signal?: AbortSignal,
): Promise<ApiResult<StaffRegisterAnswer>> {
  return client.call(registerStaffCall, { body }, { signal });
}
