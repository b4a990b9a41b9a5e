import { useTranslation } from 'react-i18next';
import { CATALOG_PAGE_SIZE, GRID_COLUMNS } from 'shared-contracts';
import { LoadFailure } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import { ProductGrid, ProductGridSkeleton } from '../../product-grid';
import { type BrowseView } from '../use-browse';
import styles from './browse-layout.module.css';

/**
 * Skeletons while loading (the previous products instead, while the next page, sort or range
 * loads), the grid, the empty message, or a failure with a retry.
 */
export function BrowseResults({ view }: { view: BrowseView }) {
  const { t } = useTranslation(NAMESPACE);
  if (view.status === 'loading' && view.products.length > 0) {
    return <ProductGrid products={view.products} columns={GRID_COLUMNS.listing} busy />;
  }
  if (view.status === 'loading') {
    return (
      <ProductGridSkeleton
        count={CATALOG_PAGE_SIZE}
        columns={GRID_COLUMNS.listing}
        label={t('browse.loading')}
      />
    );
  }
  if (view.status !== 'ready') {
    return <LoadFailure size="page" message={t('browse.failed')} onRetry={view.retry} />;
  }
  if (view.products.length === 0) {
    return <p className={styles.notice}>{t('browse.empty')}</p>;
  }
  return <ProductGrid products={view.products} columns={GRID_COLUMNS.listing} />;
}
