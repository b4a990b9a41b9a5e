import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GRID_COLUMNS, paths } from 'shared-contracts';
import { useSnapshot } from 'valtio';
import { usePageTitle } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { PageHeading } from '../../shared/page-heading';
import { ProductGrid } from '../product-grid';
import { wishlistState } from '../wishlist';
import styles from './wishlist-page.module.css';

/** /wishlist: the favourites, 3 columns on desktop and 2 on mobile. */
export default function WishlistPage() {
  const { t } = useTranslation(NAMESPACE);
  const { wishlistItems } = useSnapshot(wishlistState);
  usePageTitle(t('wishlist.title'));
  return (
    <div className={styles.page}>
      <PageHeading title={t('wishlist.title')} description={t('wishlist.description')} />
      <div className={styles.body}>
        {wishlistItems.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('wishlist.empty')}</p>
            <Link className={styles.explore} to={paths.sales()}>
              {t('wishlist.explore')}
            </Link>
          </div>
        ) : (
          <ProductGrid products={wishlistItems} columns={GRID_COLUMNS.wishlist} label={t('wishlist.title')} />
        )}
      </div>
    </div>
  );
}
