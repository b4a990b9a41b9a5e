import { useCallback, useEffect, useState } from 'react';
import { apiClient } from 'remote-kit';
import { VerifyStaffRegisterRequestSchema } from 'shared-contracts';
import { verifyInvitation } from './api/verify-invitation';

/**
 * SPEC.md §4: an invitation link is unknown while it is checked, then verified or failed;
 * 'unreachable' when the check got no answer (or was throttled), which can be tried again.
 */
export type InvitationCheck = 'checking' | 'verified' | 'failed' | 'unreachable';

/**
 * Checks the link /backoffice/register/{email}/{code} with POST
 * /account/backoffice/verify_register. A link the API would refuse outright (not an e-mail,
 * not a code it makes) has failed without asking.
 */
export function useInvitationCheck(
  email: string,
  code: string,
): { check: InvitationCheck; retry: () => void } {
  const wellFormed = VerifyStaffRegisterRequestSchema.safeParse({ email, code }).success;
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; check: InvitationCheck }>();
  const key = `${email}\n${code}\n${attempt}`;

  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    void verifyInvitation(apiClient(), { email, code }, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      const check: InvitationCheck =
        answer.kind === 'ok'
          ? 'verified'
          : answer.kind === 'errors' && answer.status !== 429
            ? 'failed'
            : 'unreachable';
      setResult({ key, check });
    });
    return () => controller.abort();
  }, [email, code, key, wellFormed]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (!wellFormed) return { check: 'failed', retry };
  return { check: result?.key === key ? result.check : 'checking', retry };
}
