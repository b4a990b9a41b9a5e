import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type CollectionKey, paths } from 'shared-contracts';
import { useLanguage } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import { COLLECTION_KEYS, CollectionTiles, collectionSlug, useCollection } from '../../collections';
import { HomeSection } from '../home-section';
import styles from './home-collections.module.css';

/** The four collections, each as a grid of its type products, each grid loading on its own. */
export function HomeCollections() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <HomeSection
      anchor="collections"
      eyebrow={t('home.collections.eyebrow')}
      title={t('home.collections.title')}
      intro={t('home.collections.intro')}
    >
      {COLLECTION_KEYS.map((key) => (
        <HomeCollection key={key} collectionKey={key} />
      ))}
    </HomeSection>
  );
}

function HomeCollection({ collectionKey }: { collectionKey: CollectionKey }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const slug = collectionSlug(collectionKey, language);
  const { state, retry } = useCollection(slug, language);
  const titleId = useId();
  const name = state.status === 'ready' ? state.collection.name : t(`collectionPage.names.${collectionKey}`);

  return (
    <section className={styles.collection} aria-labelledby={titleId}>
      <div className={styles.bar}>
        <h3 id={titleId} className={styles.name}>
          {name}
        </h3>
        <Link className={styles.explore} to={paths.collection(slug)}>
          {t('home.collections.explore', { name })}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
      <CollectionTiles state={state} onRetry={retry} skeletonCount={3} />
    </section>
  );
}
