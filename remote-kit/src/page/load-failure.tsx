import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from 'shared-contracts';
import { buttonStyles } from '../ui/buttons';
import { cx } from '../ui/cx';
import styles from './load-failure.module.css';

interface LoadFailureProps {
  /** What did not load, in the page's words ('No se pudo cargar el pedido.'). */
  message: string;
  onRetry: () => void;
  /** 'page' where the page's whole content failed (centred, larger); 'part' for a block of it. */
  size?: 'page' | 'part';
}

/**
 * What a failed load leaves on the page, in every remote: a calm message, announced, and a
 * button to try again ('Reintentar' / 'Try again'). What was shown before stays the caller's
 * choice: show this only when there is nothing to show.
 */
export function LoadFailure({ message, onRetry, size = 'part' }: LoadFailureProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <div className={cx(styles.failure, styles[size])} role="alert">
      <p className={styles.message}>{message}</p>
      <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
        {t('load.retry')}
      </button>
    </div>
  );
}
