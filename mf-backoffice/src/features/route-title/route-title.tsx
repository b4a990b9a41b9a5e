import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './route-title.module.css';

/** A route whose screen comes in a later issue: its translated page title. */
export default function RouteTitle({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.page}>
      <h1>{t(titleKey)}</h1>
    </section>
  );
}
