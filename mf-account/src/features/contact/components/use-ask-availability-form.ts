import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { askAvailabilityCall } from 'shared-contracts';
import { useBusState, apiClient, userIdOf, useSubmission } from 'remote-kit';
import { splitErrors, useFieldErrors, useFormValues } from 'remote-kit/form';
import { profileQuery } from '../../profile';

export const ASK_AVAILABILITY_FIELDS = ['email', 'name', 'message'] as const;
export type AskAvailabilityField = (typeof ASK_AVAILABILITY_FIELDS)[number];

/** The signed-in customer's e-mail, from their profile; undefined for a visitor or until known. */
function useProfileEmail(): string | undefined {
  const userId = userIdOf(useBusState('session.changed'));
  return useQuery(profileQuery(apiClient(), userId)).data?.email;
}

/**
 * The availability question: e-mail (the signed-in customer's until changed), name and a
 * message written for the product until the customer changes it. Per-field errors from the
 * API under the fields; a failure without an answer is said, and the form stays as it was.
 */
export function useAskAvailabilityForm(productId: number, suggestedMessage: string) {
  const profileEmail = useProfileEmail();
  const errors = useFieldErrors<AskAvailabilityField>();
  const form = useFormValues(
    { email: profileEmail ?? '', name: '', message: suggestedMessage },
    { onSet: errors.edited },
  );
  const { pending, submit } = useSubmission();
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState<{ email: string }>();

  const send = () =>
    submit(async (signal) => {
      setFailed(false);
      const { values } = form;
      const result = await apiClient().call(
        askAvailabilityCall,
        { body: { productId, ...values } },
        { signal },
      );
      if (signal.aborted) return;
      if (result.kind === 'ok') setSent({ email: values.email.trim() });
      else if (result.kind === 'errors') errors.show(splitErrors(result.errors, ASK_AVAILABILITY_FIELDS));
      else setFailed(true);
    });

  return { form, errors, pending, failed, sent, send };
}
