import { useTranslation } from 'react-i18next';
import styles from './legal-page.module.css';

/** Shown in place of a text whose chunk could not be downloaded (e.g. the connection dropped). */
export function TextLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.loadError} role="alert">
      <p>{t('legal.loadError')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('legal.retry')}
      </button>
    </div>
  );
}
