import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProductBrief, getBus } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { useBusState } from '../../../shared/use-bus-state';
import { canAddToCart, quantityInCart, requestAddToCart } from '../add-to-cart';
import styles from './product-info.module.css';

/**
 * Sends 'cart.add-requested' to the cart service; disabled when the stock is not above the
 * quantity already in the cart ('cart.lines'). The answer ('cart.add-completed') to a
 * request made here is told to the visitor as a toast.
 */
export function AddToCartButton({ product }: { product: ProductBrief }) {
  const { t } = useTranslation(NAMESPACE);
  const inCart = quantityInCart(useBusState('cart.lines'), product.id);
  const enabled = canAddToCart(product.stock, inCart);
  const awaiting = useRef(false);
  const { id, name } = product;

  useEffect(() => {
    const bus = getBus();
    const subscription = bus.on('cart.add-completed').subscribe((result) => {
      if (result.productId !== id || !awaiting.current) return;
      awaiting.current = false;
      bus.publish('toast.requested', {
        message: t(result.added ? 'product.added' : 'product.notAdded', { name }),
        tone: result.added ? 'success' : 'error',
      });
    });
    return () => subscription.unsubscribe();
  }, [id, name, t]);

  return (
    <>
      <button
        type="button"
        className={styles.addToCart}
        disabled={!enabled}
        onClick={() => {
          awaiting.current = true;
          requestAddToCart(getBus(), product);
        }}
      >
        {t('product.addToCart')}
      </button>
      {!enabled && product.stock > 0 && <p className={styles.hint}>{t('product.allInCart')}</p>}
    </>
  );
}
