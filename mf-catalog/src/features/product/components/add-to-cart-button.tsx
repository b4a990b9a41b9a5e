import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProductBrief, getBus } from 'shared-contracts';
import { useBusState } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import scripting from '../../../shared/scripting.module.css';
import { addAnswerMessageKey, canAddToCart, quantityInCart, requestAddToCart } from '../add-to-cart';
import styles from './product-info.module.css';

/**
 * Sends 'cart.add-requested' to the cart service and tells the visitor its answer as a
 * toast. Disabled until the cart service is up (it has published 'cart.lines'), while a
 * request is on its way, and when the stock is not above the quantity already in the cart.
 */
export function AddToCartButton({ product }: { product: ProductBrief }) {
  const { t } = useTranslation(NAMESPACE);
  const lines = useBusState('cart.lines');
  const cartReady = lines !== undefined;
  const inCart = quantityInCart(lines, product.id);
  const enabled = cartReady && canAddToCart(product.stock, inCart);
  const [sending, setSending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const add = async () => {
    setSending(true);
    const bus = getBus();
    const outcome = await requestAddToCart(bus, product);
    if (mounted.current) setSending(false);
    const { name } = product;
    if (outcome.kind === 'timeout') {
      bus.publish('toast.requested', { message: t('product.cartNotAnswering', { name }), tone: 'error' });
      return;
    }
    bus.publish('toast.requested', {
      message: t(addAnswerMessageKey(outcome.answer), { name }),
      tone: outcome.answer.added ? 'success' : 'error',
    });
  };

  let hint: string | undefined;
  if (!cartReady && product.stock > 0) hint = t('product.cartLoading');
  else if (cartReady && !enabled && product.stock > 0) hint = t('product.allInCart');

  return (
    <>
      <button
        type="button"
        className={styles.addToCart}
        disabled={!enabled || sending}
        aria-busy={sending}
        onClick={() => void add()}
      >
        {t('product.addToCart')}
      </button>
      {/* A browser without scripts has no cart to wait for: the info box says what it needs. */}
      {hint && (
        <div className={scripting.withScript}>
          <p className={styles.hint}>{hint}</p>
        </div>
      )}
    </>
  );
}
