import { queryOptions } from '@tanstack/react-query';
import { type HttpClient, VerifyStaffRegisterRequestSchema, verifyStaffRegisterCall } from 'shared-contracts';
import { LoadError } from '../../../shared/data/load-error';

/** docs/spec.md §4: an invitation link holds, or it does not (unknown, used, expired, malformed). */
export type InvitationCheck = 'verified' | 'refused';

const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 429;

/**
 * The check of the link /backoffice/register/{email}/{code} (POST
 * /account/backoffice/verify_register). The API's refusal (400, 404, 410) is the answer; no
 * answer, throttling (429) or a server failure is thrown, to be tried again. A link the API
 * would refuse outright (not an e-mail, not a code it makes) is refused at once, without a call.
 */
export function invitationCheckQuery(client: HttpClient, { email, code }: { email: string; code: string }) {
  const wellFormed = VerifyStaffRegisterRequestSchema.safeParse({ email, code }).success;
  return queryOptions({
    queryKey: ['backoffice', 'invitation', email, code] as const,
    queryFn: async ({ signal }): Promise<InvitationCheck> => {
      if (!wellFormed) return 'refused';
      const result = await client.call(verifyStaffRegisterCall, { body: { email, code } }, { signal });
      if (result.kind === 'ok') return 'verified';
      if (result.kind === 'errors' && isRefusal(result.status)) return 'refused';
      throw new LoadError(result);
    },
    initialData: (): InvitationCheck | undefined => (wellFormed ? undefined : 'refused'),
    // A link can be spent at any moment: it is checked again each time its page opens.
    staleTime: 0,
    gcTime: 0,
  });
}
