import { useHydrating } from '../page/use-hydrating';
import { cx } from '../ui/cx';
import { visuallyHidden } from '../ui/visually-hidden';
import styles from './form.module.css';

interface SubmitButtonProps {
  label: string;
  /** A request is in flight: the button is disabled and shows it is busy (docs/spec.md §4). */
  pending: boolean;
  /** The label while pending ('Sending…'); the same label by default. */
  pendingLabel?: string | undefined;
  /** Read by screen readers after the label, not shown: '(opens in a new tab)'. */
  note?: string | undefined;
  /** Nothing to send yet (the choice is the current one): disabled, without the busy look. */
  disabled?: boolean | undefined;
  className?: string;
}

/**
 * A form's submit button, disabled while its request is in flight, and in a server-rendered
 * page until its form is hydrated: before, the browser would send the form itself, to the
 * page's address with the fields in its query (a password among them), and drop what the
 * customer typed. A disabled default button also stops Enter from sending it.
 */
export function SubmitButton({
  label,
  pending,
  pendingLabel = label,
  note,
  disabled = false,
  className,
}: SubmitButtonProps) {
  const hydrating = useHydrating();
  return (
    <button
      type="submit"
      className={cx(styles.submit, className)}
      disabled={pending || disabled || hydrating}
      aria-busy={pending || undefined}
    >
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      {pending ? pendingLabel : label}
      {note && <span className={visuallyHidden}>{` ${note}`}</span>}
    </button>
  );
}
