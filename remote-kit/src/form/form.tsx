import { type ReactNode, useRef } from 'react';
import styles from './form.module.css';
import { useFocusFirstInvalid } from './use-focus-first-invalid';
import { useKeepEarlyInput } from '../page/use-keep-early-input';

interface FormProps {
  onSubmit: () => void;
  /** The last submit's errors: when new ones come, the first invalid field takes the focus. */
  submittedErrors: unknown;
  /** The heading that names the form, when the page has more than one. */
  labelledBy?: string | undefined;
  children: ReactNode;
}

/**
 * An account form: its parts one under the other, no browser validation (the server's
 * rules, or the form's own, speak under the fields), and after a submit with errors the
 * focus on the first field that has some, so the customer lands where the message is. What
 * the customer typed before the page was hydrated is kept.
 */
export function Form({ onSubmit, submittedErrors, labelledBy, children }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(ref, submittedErrors);
  useKeepEarlyInput(ref);
  return (
    <form
      ref={ref}
      className={styles.stack}
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
