import { useEffect, useState } from 'react';
import { useBusState, apiClient, userIdOf } from 'remote-kit';
import { askAvailability } from '../api/ask-availability';
import { getProfile } from '../api/get-profile';
import { splitFieldErrors } from '../field-errors';

export const ASK_AVAILABILITY_FIELDS = ['email', 'name', 'message'] as const;
export type AskAvailabilityField = (typeof ASK_AVAILABILITY_FIELDS)[number];

type Errors = { byField: Partial<Record<AskAvailabilityField, string[]>>; other: string[] };
const NO_ERRORS: Errors = { byField: {}, other: [] };

/** The signed-in customer's e-mail, asked once for the form; undefined for a visitor or until known. */
function useProfileEmail(): string | undefined {
  const userId = userIdOf(useBusState('session.changed'));
  const [email, setEmail] = useState<string>();
  useEffect(() => {
    if (userId === undefined) return undefined;
    const controller = new AbortController();
    void getProfile(apiClient(), controller.signal).then((result) => {
      if (result.kind === 'ok') setEmail(result.data.email);
    });
    return () => controller.abort();
  }, [userId]);
  return userId === undefined ? undefined : email;
}

/**
 * The availability question: e-mail (the signed-in customer's until changed), name and a
 * message written for the product until the customer changes it. Per-field errors from the
 * API under the fields; a failure without an answer is said, and the form stays as it was.
 */
export function useAskAvailabilityForm(productId: number, suggestedMessage: string) {
  const profileEmail = useProfileEmail();
  // undefined: not touched yet, the suggestion (or the customer's e-mail) shows.
  const [edited, setEdited] = useState<Partial<Record<AskAvailabilityField, string>>>({});
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState<{ email: string } | undefined>();

  const values: Record<AskAvailabilityField, string> = {
    email: edited.email ?? profileEmail ?? '',
    name: edited.name ?? '',
    message: edited.message ?? suggestedMessage,
  };

  const change = (field: AskAvailabilityField, value: string) => {
    setEdited((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, byField: { ...current.byField, [field]: undefined } }));
  };

  const submit = async (): Promise<AskAvailabilityField | undefined> => {
    if (sending) return undefined;
    setSending(true);
    setFailed(false);
    const result = await askAvailability(apiClient(), { productId, ...values });
    setSending(false);
    if (result.kind === 'ok') {
      setErrors(NO_ERRORS);
      setSent({ email: values.email.trim() });
      return undefined;
    }
    if (result.kind === 'errors') {
      const split = splitFieldErrors(result.errors, ASK_AVAILABILITY_FIELDS);
      setErrors(split);
      return ASK_AVAILABILITY_FIELDS.find((field) => split.byField[field]);
    }
    setFailed(true);
    return undefined;
  };

  return { values, errors, sending, failed, sent, change, submit };
}
