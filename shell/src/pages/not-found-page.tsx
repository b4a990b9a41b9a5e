import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { PageHead, PageHeader } from 'remote-kit';
import styles from './message-page.module.css';

/** Any path that neither the shell nor a remote owns. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.page}>
      {/* Answered with a 404: no canonical address, kept out of search engines. */}
      <PageHead title={t('notFound.title')} description={t('notFound.message')} />
      <p className={styles.code}>404</p>
      <PageHeader title={t('notFound.title')} intro={t('notFound.message')} />
      <Link className={styles.action} to={ROUTES.home}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
