import { type ReactNode } from 'react';
import { cx } from '../ui/cx';
import styles from './form.module.css';

export type FormAlertTone = 'error' | 'info' | 'success';

/**
 * A message about the whole form, above its fields: an error (announced at once), or a
 * calm notice or a success (announced politely).
 */
export function FormAlert({ tone, children }: { tone: FormAlertTone; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx(styles.alert, styles[tone])}>
      {children}
    </div>
  );
}
