import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { visuallyHidden } from 'remote-kit';
import styles from './logo.module.css';

/** An elm leaf, the studio's mark ("olmo" is Spanish for elm). */
function ElmLeaf() {
  return (
    <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 3.5C9.5 8.5 7 13.6 7 18.2a9 9 0 0 0 18 0c0-4.6-2.5-9.7-9-14.7Z" />
      <path d="M16 9v19.5M16 14.5l-4-3M16 14.5l4-3M16 19.5l-5.2-3.6M16 19.5l5.2-3.6M16 24.2l-5-3M16 24.2l5-3" />
    </svg>
  );
}

/**
 * The wordmark; it leads to / in the storefront and to /backoffice in the back office.
 * Its words are its accessible name ("Olmo · Estudio de interiorismo"), as they are seen.
 */
export function Logo({ backoffice }: { backoffice: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Link className={styles.logo} to={backoffice ? ROUTES.backoffice : ROUTES.home}>
      <span className={styles.wordmark}>
        <ElmLeaf />
        {t('frame.logo.wordmark')}
      </span>
      <span className={visuallyHidden}>{t('frame.logo.separator')}</span>
      <span className={backoffice ? styles.area : styles.tagline}>
        {t(backoffice ? 'frame.logo.backofficeTag' : 'frame.logo.tagline')}
      </span>
    </Link>
  );
}
