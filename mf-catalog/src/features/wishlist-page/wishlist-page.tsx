import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GRID_COLUMNS, paths } from 'shared-contracts';
import { PageFrame, buttonStyles } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { ProductGrid } from '../product-grid';
import { useWishlistItems } from '../wishlist';
import styles from './wishlist-page.module.css';

/**
 * /wishlist: the favourites, 3 columns on desktop and 2 on mobile. The list is the browser's
 * own: the server renders the page without it, and it shows once the page has hydrated.
 */
export default function WishlistPage() {
  const { t } = useTranslation(NAMESPACE);
  const wishlistItems = useWishlistItems();

  let content = null;
  if (wishlistItems?.length === 0) {
    content = (
      <div className={styles.empty}>
        <p>{t('wishlist.empty')}</p>
        <Link className={buttonStyles.secondary} to={paths.sales()}>
          {t('wishlist.explore')}
        </Link>
      </div>
    );
  } else if (wishlistItems) {
    content = (
      <ProductGrid products={wishlistItems} columns={GRID_COLUMNS.wishlist} label={t('wishlist.title')} />
    );
  }
  // The visitor's own list: no canonical address, kept out of search engines.
  return (
    <PageFrame
      title={t('wishlist.title')}
      description={t('wishlist.description')}
      intro={t('wishlist.description')}
      width="wide"
    >
      {content}
    </PageFrame>
  );
}
