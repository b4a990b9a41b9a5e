import { useTranslation } from 'react-i18next';
import { type ProductBrief } from 'shared-contracts';
import { cx } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import scripting from '../../../shared/scripting.module.css';
import { toggleWishlist } from '../stores/wishlist-store';
import { useWishlistItems } from '../use-wishlist-items';
import { hasProduct } from '../wishlist-rules';
import { HeartIcon } from './heart-icon';
import styles from './wishlist-toggle.module.css';

interface WishlistToggleProps {
  product: ProductBrief;
  /** 'icon' floats on a tile's image; 'labelled' sits in the product page's info box. */
  variant?: 'icon' | 'labelled';
}

/**
 * Adds the product to the wishlist, or removes it when it is already there. On a tile the
 * icon's label names the product; on the product page the visible words are the label. Not
 * shown by a browser without scripts, where it could do nothing.
 */
export function WishlistToggle({ product, variant = 'icon' }: WishlistToggleProps) {
  const { t } = useTranslation(NAMESPACE);
  const items = useWishlistItems();
  const saved = items !== undefined && hasProduct(items, product.id);
  return (
    <span className={scripting.withScript}>
      <button
        type="button"
        className={cx(styles.toggle, styles[variant], saved && styles.saved)}
        aria-label={
          variant === 'icon'
            ? t(saved ? 'wishlist.remove' : 'wishlist.add', { name: product.name })
            : undefined
        }
        title={variant === 'icon' ? t(saved ? 'wishlist.removeShort' : 'wishlist.addShort') : undefined}
        onClick={() => toggleWishlist(product)}
      >
        <HeartIcon filled={saved} />
        {variant === 'labelled' && <span>{t(saved ? 'wishlist.removeShort' : 'wishlist.addShort')}</span>}
      </button>
    </span>
  );
}
