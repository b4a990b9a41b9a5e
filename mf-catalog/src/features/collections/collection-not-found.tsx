import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { PageFrame } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { CollectionLinks } from './components/collection-links';
import { COLLECTION_KEYS } from './collection-slugs';
import styles from './collection-page.module.css';

/**
 * An address that names no collection: say so plainly and offer the four that exist. The
 * server answers it with a 404; its head has no canonical, so it stays out of search indexes.
 */
export function CollectionNotFound({ slug }: { slug: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.notFound}>
      <PageFrame
        title={t('collectionPage.notFound.title')}
        eyebrow={t('collectionPage.eyebrow')}
        intro={t('collectionPage.notFound.text', { slug })}
        width="full"
      >
        <div className={styles.suggestions}>
          <CollectionLinks keys={COLLECTION_KEYS} label={t('collectionPage.notFound.suggestions')} />
          <Link className={styles.home} to={ROUTES.home}>
            {t('collectionPage.notFound.home')}
          </Link>
        </div>
      </PageFrame>
    </div>
  );
}
