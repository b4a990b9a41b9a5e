import { useEffect, useState } from 'react';
import { type WriteUsRequest, NOTICE_DURATION_MS } from 'shared-contracts';
import { apiClient } from 'remote-kit';
import { writeUs } from '../api/write-us';
import { splitFieldErrors } from '../field-errors';
import { DEFAULT_PHONE_PREFIX } from '../phone-prefix';

export const WRITE_US_FIELDS = ['email', 'name', 'phonePrefix', 'phoneNumber', 'message'] as const;
export type WriteUsField = (typeof WRITE_US_FIELDS)[number];
type Values = Record<WriteUsField, string>;

const EMPTY: Values = {
  email: '',
  name: '',
  phonePrefix: DEFAULT_PHONE_PREFIX,
  phoneNumber: '',
  message: '',
};

/**
 * The support form (SPEC.md §5, §7, §8): validated by the API, whose per-field lists are
 * shown under the fields; the submit waits for the answer; on success the form is cleared
 * and the success message shows for 5000 ms; a network error changes nothing but the button.
 */
export function useWriteUsForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<{ byField: Partial<Record<WriteUsField, string[]>>; other: string[] }>(
    {
      byField: {},
      other: [],
    },
  );
  const [sending, setSending] = useState(false);
  // Each success gets its own number, so a second one within 5 s shows for 5 s again.
  const [success, setSuccess] = useState({ shown: false, id: 0 });

  useEffect(() => {
    if (!success.shown) return undefined;
    const timer = setTimeout(
      () => setSuccess((current) => ({ ...current, shown: false })),
      NOTICE_DURATION_MS,
    );
    return () => clearTimeout(timer);
  }, [success]);

  const change = (field: WriteUsField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, byField: { ...current.byField, [field]: undefined } }));
  };

  const submit = async (): Promise<WriteUsField | undefined> => {
    if (sending) return undefined;
    setSending(true);
    setSuccess((current) => ({ ...current, shown: false }));
    const body: WriteUsRequest = values;
    const result = await writeUs(apiClient(), body);
    setSending(false);
    if (result.kind === 'ok') {
      setValues(EMPTY);
      setErrors({ byField: {}, other: [] });
      setSuccess((current) => ({ shown: true, id: current.id + 1 }));
      return undefined;
    }
    if (result.kind === 'errors') {
      const split = splitFieldErrors(result.errors, WRITE_US_FIELDS);
      setErrors(split);
      return WRITE_US_FIELDS.find((field) => split.byField[field]);
    }
    return undefined; // SPEC.md §8: network errors are silent.
  };

  return { values, errors, sending, sent: success.shown, change, submit };
}
