import { cx } from '../ui/cx';
import styles from './form.module.css';

/**
 * A success told politely in a live region that stays in the form, empty until then, so
 * the message is announced when it appears (a region added with its text may not be).
 */
export function FormStatus({ message }: { message: string | undefined }) {
  return <div role="status">{message && <p className={cx(styles.alert, styles.success)}>{message}</p>}</div>;
}
