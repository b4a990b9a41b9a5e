import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { PageHead } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { PageHeading } from '../../shared/page-heading';
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
    <section className={styles.notFound}>
      <PageHead title={t('collectionPage.notFound.title')} />
      <PageHeading
        eyebrow={t('collectionPage.eyebrow')}
        title={t('collectionPage.notFound.title')}
        description={t('collectionPage.notFound.text', { slug })}
      />
      <div className={styles.suggestions}>
        <CollectionLinks keys={COLLECTION_KEYS} label={t('collectionPage.notFound.suggestions')} />
        <Link className={styles.home} to={ROUTES.home}>
          {t('collectionPage.notFound.home')}
        </Link>
      </div>
    </section>
  );
}
