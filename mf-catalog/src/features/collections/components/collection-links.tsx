import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type CollectionKey, paths } from 'shared-contracts';
import { useLanguage } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import { collectionSlug } from '../collection-slugs';
import styles from './collection-links.module.css';

interface CollectionLinksProps {
  keys: readonly CollectionKey[];
  label: string;
}

/** Links to collections, by their name and slug in the visitor's language. */
export function CollectionLinks({ keys, label }: CollectionLinksProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <nav className={styles.nav} aria-label={label}>
      <p className={styles.label} aria-hidden="true">
        {label}
      </p>
      <ul className={styles.list}>
        {keys.map((key) => (
          <li key={key}>
            <Link className={styles.link} to={paths.collection(collectionSlug(key, language))}>
              {t(`collectionPage.names.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
