import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { useCartOrder } from '../cart-seam';
import { CheckoutOrderGate } from '../components/checkout-order-gate';
import { CheckoutPage } from '../components/checkout-page';
import { OrderSummary } from '../components/order-summary';
import styles from '../components/checkout-page.module.css';
import { useCheckoutAddresses } from '../queries/use-checkout-addresses';
import { DeliveryForm } from './delivery-form';

function DeliveryStep({ userId }: { userId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const { orderCode } = useCartOrder(userId);
  // Home delivery goes to the shipping address saved at the address step; none shown when it cannot be read.
  const { data: addresses, isPending } = useCheckoutAddresses(userId, orderCode);
  return (
    <CheckoutOrderGate userId={userId}>
      {(order) => (
        <div className={styles.columns}>
          <div>
            <Link className={styles.back} to={ROUTES.checkoutAddress}>
              <span aria-hidden="true">← </span>
              {t('checkout.back')}
            </Link>
            {isPending ? (
              <p className={styles.status} role="status">
                {t('checkout.loading')}
              </p>
            ) : (
              <DeliveryForm userId={userId} order={order} shippingAddress={addresses?.shipping ?? null} />
            )}
          </div>
          <aside className={styles.aside}>
            <OrderSummary order={order} />
          </aside>
        </div>
      )}
    </CheckoutOrderGate>
  );
}

/** /checkout/delivery: step 2 of 5, home delivery or pick-up at the studio. */
export default function DeliveryPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <CheckoutPage page="delivery" title={t('checkout.deliveryTitle')} intro={t('checkout.delivery.intro')}>
      {(userId) => <DeliveryStep userId={userId} />}
    </CheckoutPage>
  );
}
