import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageStatus, buttonStyles, cx } from 'remote-kit';
import { FormAlert } from 'remote-kit/form';
import { NAMESPACE } from '../../i18n';
import styles from './load-state.module.css';

/** What the page says while its content loads ('Cargando...'). */
export function Loading() {
  const { t } = useTranslation(NAMESPACE);
  return <PageStatus>{t('shared.loading')}</PageStatus>;
}

/** A load that failed: what went wrong, and a button to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <FormAlert tone="error">
      <p>{message}</p>
      <button type="button" className={cx(buttonStyles.secondary, styles.retry)} onClick={onRetry}>
        {t('shared.retry')}
      </button>
    </FormAlert>
  );
}

/** A list with nothing in it, or an order that is not there: a calm line where the content would be. */
export function EmptyNotice({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
