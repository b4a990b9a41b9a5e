import { PageHead } from 'remote-kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import styles from './title-page.module.css';

/**
 * A page whose screen is still to come: its translated title, also on the browser tab (a
 * visitor's own page: kept out of search engines).
 */
export function TitlePage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  const title = t(titleKey);
  return (
    <section className={styles.page}>
      <PageHead title={title} />
      <h1>{title}</h1>
    </section>
  );
}
