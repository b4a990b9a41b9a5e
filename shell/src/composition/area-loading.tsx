import { useTranslation } from 'react-i18next';
import { visuallyHidden } from 'remote-kit';
import styles from './area-loading.module.css';

/** Shown while a remote's code loads: a quiet placeholder that keeps the layout steady. */
export function AreaLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={visuallyHidden}>{t('remote.loading')}</span>
      <div className={styles.bar} />
      <div className={styles.bar} />
      <div className={styles.barShort} />
    </div>
  );
}
