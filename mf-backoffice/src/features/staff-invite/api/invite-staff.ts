import {
  type ApiResult,
  type HttpClient,
  type StaffInviteAnswer,
  type StaffInviteRequest,
  inviteStaffCall,
} from 'shared-contracts';

/** POST /backoffice/staff/invite: e-mails a colleague a single-use link to create a staff account. */
export function inviteStaff(
  client: HttpClient,
  body: StaffInviteRequest,
  signal?: AbortSignal,
): Promise<ApiResult<StaffInviteAnswer>> {
  return client.call(inviteStaffCall, { body }, { signal });
}
