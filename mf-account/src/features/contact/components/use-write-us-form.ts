import { useEffect, useState } from 'react';
import { NOTICE_DURATION_MS, DEFAULT_PHONE_PREFIX, writeUsCall } from 'shared-contracts';
import { apiClient, useSubmission } from 'remote-kit';
import { splitErrors, useFieldErrors, useFormValues } from 'remote-kit/form';

export const WRITE_US_FIELDS = ['email', 'name', 'phonePrefix', 'phoneNumber', 'message'] as const;
export type WriteUsField = (typeof WRITE_US_FIELDS)[number];

const EMPTY: Record<WriteUsField, string> = {
  email: '',
  name: '',
  phonePrefix: DEFAULT_PHONE_PREFIX,
  phoneNumber: '',
  message: '',
};

/** A success message shown for NOTICE_DURATION_MS; shown again, it stays that long again. */
function useSuccessNotice() {
  const [success, setSuccess] = useState({ shown: false, id: 0 });
  useEffect(() => {
    if (!success.shown) return undefined;
    const timer = setTimeout(
      () => setSuccess((current) => ({ ...current, shown: false })),
      NOTICE_DURATION_MS,
    );
    return () => clearTimeout(timer);
  }, [success]);
  return {
    shown: success.shown,
    show: () => setSuccess((current) => ({ shown: true, id: current.id + 1 })),
    hide: () => setSuccess((current) => ({ ...current, shown: false })),
  };
}

/**
 * The support form (docs/spec.md §5, §7, §8): validated by the API, whose per-field lists are
 * shown under the fields (each until the customer edits it); the submit waits for the
 * answer; on success the form is cleared and the success message shows for 5000 ms; a
 * network error changes nothing but the button.
 */
export function useWriteUsForm() {
  const errors = useFieldErrors<WriteUsField>();
  const form = useFormValues(EMPTY, { onSet: errors.edited });
  const { pending, submit } = useSubmission();
  const success = useSuccessNotice();

  const send = () =>
    submit(async (signal) => {
      success.hide();
      const result = await apiClient().call(writeUsCall, { body: form.values }, { signal });
      if (signal.aborted) return;
      if (result.kind === 'ok') {
        form.clear(WRITE_US_FIELDS);
        errors.show(undefined);
        success.show();
      } else if (result.kind === 'errors') {
        errors.show(splitErrors(result.errors, WRITE_US_FIELDS));
      } // docs/spec.md §8: network errors are silent.
    });

  return { form, errors, pending, sent: success.shown, send };
}
