import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { PageHead } from 'remote-kit';
import styles from './message-page.module.css';

/** Any path that neither the shell nor a remote owns. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <section className={styles.page}>
      <PageHead title={t('notFound.title')} description={t('notFound.message')} canonicalPath={pathname} />
      <p className={styles.code}>404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <Link className={styles.action} to={ROUTES.home}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
