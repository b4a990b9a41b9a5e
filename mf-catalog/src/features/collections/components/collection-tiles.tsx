import { useTranslation } from 'react-i18next';
import { LoadFailure } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import { type CollectionState } from '../use-collection';
import { TileGrid, TileGridSkeleton } from './tile-grid';
import styles from './tile-grid.module.css';

interface CollectionTilesProps {
  state: CollectionState;
  onRetry: () => void;
  /** Placeholder tiles while loading: about as many as will come, so the page barely moves. */
  skeletonCount: number;
}

/** A collection's type products in every state of their loading. */
export function CollectionTiles({ state, onRetry, skeletonCount }: CollectionTilesProps) {
  const { t } = useTranslation(NAMESPACE);
  switch (state.status) {
    case 'loading':
      return <TileGridSkeleton count={skeletonCount} />;
    case 'ready':
      return state.collection.type_products.length > 0 ? (
        <TileGrid tiles={state.collection.type_products} />
      ) : (
        <p className={styles.empty}>{t('collectionPage.empty')}</p>
      );
    default:
      // A collection the API no longer knows is, to a grid, just one it could not load.
      return <LoadFailure size="page" message={t('collectionPage.failed')} onRetry={onRetry} />;
  }
}
