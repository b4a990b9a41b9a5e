import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { PageFrame, useBus, useLanguage } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { CartLines } from './components/cart-lines';
import { CartSummary } from './components/cart-summary';
import { CheckoutButton } from './components/checkout-button';
import { CouponForm } from './components/coupon-form';
import { EmptyCart } from './components/empty-cart';
import { cartState } from './stores/cart-store';
import { refreshVisitorLines } from './visitor-refresh';
import styles from './cart-page.module.css';

/**
 * /cart: the lines, the coupon, the summary and the checkout button; a message when empty.
 * The visitor's own page: its title only (no canonical address), kept out of search engines.
 */
export default function CartPage() {
  const { t } = useTranslation(NAMESPACE);
  const bus = useBus();
  const language = useLanguage();
  const { cartItems } = useSnapshot(cartState);

  useEffect(() => {
    void refreshVisitorLines(bus);
  }, [bus, language]);

  return (
    <PageFrame title={t('cart.title')} width="wide" align="start">
      {cartItems.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className={styles.layout}>
          <CartLines items={cartItems} />
          <aside className={styles.aside} aria-labelledby="cart-summary-heading">
            <h2 id="cart-summary-heading" className={styles.asideHeading}>
              {t('cart.summary.heading')}
            </h2>
            <CouponForm />
            <CartSummary />
            <CheckoutButton />
          </aside>
        </div>
      )}
    </PageFrame>
  );
}
