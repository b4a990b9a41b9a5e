import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { type CollectionKey, DEFAULT_LANGUAGE, paths } from 'shared-contracts';
import { PageFrame, useLanguage } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { CollectionLinks } from './components/collection-links';
import { CollectionTiles } from './components/collection-tiles';
import { CollectionNotFound } from './collection-not-found';
import { COLLECTION_KEYS, collectionSlug, findCollectionKey } from './collection-slugs';
import { useCollection } from './use-collection';
import styles from './collection-page.module.css';

/** /collections/{slug}: a collection's type products as tiles, for its English or Spanish slug. */
export default function CollectionPage() {
  const { slug = '' } = useParams();
  const key = findCollectionKey(slug);
  if (!key) return <CollectionNotFound slug={slug} />;
  return <KnownCollection key={key} collectionKey={key} slug={slug} />;
}

function KnownCollection({ collectionKey, slug }: { collectionKey: CollectionKey; slug: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { state, retry } = useCollection(collectionSlug(collectionKey, language), language);

  if (state.status === 'not-found') return <CollectionNotFound slug={slug} />;
  // Our own name for the collection stands in until the API's arrives, so the title never waits.
  const title = state.status === 'ready' ? state.collection.name : t(`collectionPage.names.${collectionKey}`);
  const intro = t(`collectionPage.intros.${collectionKey}`);

  return (
    <PageFrame
      title={title}
      description={
        state.status === 'ready'
          ? t('head.collection.description', { name: title, count: state.collection.type_products.length })
          : intro
      }
      // Either slug shows the collection: the canonical one is Castellano's, in each language.
      canonicalPath={paths.collection(collectionSlug(collectionKey, DEFAULT_LANGUAGE))}
      eyebrow={t('collectionPage.eyebrow')}
      intro={intro}
      width="full"
    >
      <CollectionTiles state={state} onRetry={retry} skeletonCount={6} />
      <footer className={styles.footer}>
        <CollectionLinks
          keys={COLLECTION_KEYS.filter((other) => other !== collectionKey)}
          label={t('collectionPage.others')}
        />
      </footer>
    </PageFrame>
  );
}
