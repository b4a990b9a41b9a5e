import { useTranslation } from 'react-i18next';
import { type ProductBrief } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import scripting from '../../../shared/scripting.module.css';
import { ProductPrice } from '../../product-grid';
import { WishlistToggle } from '../../wishlist';
import { AddToCartButton } from './add-to-cart-button';
import { StockNote } from './stock-note';
import styles from './product-info.module.css';

/**
 * Name, reference, price (old price and save percentage), stock, add-to-cart and wishlist.
 * Without scripts the button stays disabled, the wishlist's is left out, and a line says why.
 */
export function ProductInfo({ product }: { product: ProductBrief }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.info}>
      <h1 className={styles.name}>{product.name}</h1>
      <p className={styles.reference}>{t('product.reference', { id: product.id })}</p>
      <ProductPrice
        price={product.price}
        discount={product.discount}
        oldPrice={product.old_price}
        size="page"
      />
      <StockNote productId={product.id} stock={product.stock} />
      <div className={styles.actions}>
        <AddToCartButton product={product} />
        <WishlistToggle product={product} variant="labelled" />
        <div className={scripting.withoutScript}>
          <p className={styles.hint}>{t('product.needsScript')}</p>
        </div>
      </div>
    </section>
  );
}
