import { useTranslation } from 'react-i18next';
import styles from './app-error-fallback.module.css';

/** The page-wide fallback for a render error outside any remote's area. */
export function AppErrorFallback() {
  const { t } = useTranslation('shell');
  return (
    <main className={styles.page} role="alert">
      <h1>{t('appError.title')}</h1>
      <p>{t('appError.message')}</p>
      <a href="/">{t('appError.home')}</a>
    </main>
  );
}
