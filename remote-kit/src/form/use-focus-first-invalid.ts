import { type RefObject, useEffect } from 'react';

/**
 * After the server's errors arrive (a new `errors` object), moves the focus to the first
 * field marked invalid, so the customer lands where the message is and hears it.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errors: unknown): void {
  useEffect(() => {
    if (!errors) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
