import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { PageHead, PageHeader } from 'remote-kit';
import styles from './message-page.module.css';

/** /error: where a missing product or category sends the visitor. */
export function ErrorPage() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.page}>
      {/* Answered with a 404 when landed on: no canonical address, kept out of search engines. */}
      <PageHead title={t('errorPage.title')} description={t('errorPage.message')} />
      <PageHeader title={t('errorPage.title')} intro={t('errorPage.message')} />
      <Link className={styles.action} to={ROUTES.home}>
        {t('errorPage.home')}
      </Link>
    </section>
  );
}
