import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type Address, ROUTES, initializeAddressCall } from 'shared-contracts';
import { apiClient } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import { CheckoutOrderGate } from '../components/checkout-order-gate';
import { CheckoutPage } from '../components/checkout-page';
import { OrderSummary } from '../components/order-summary';
import styles from '../components/checkout-page.module.css';
import { DeliveryForm } from './delivery-form';

/** The shipping address saved at the address step (address_initialize answers the order's own). */
function useShippingAddress(userId: number): Address | null | undefined {
  const [address, setAddress] = useState<Address | null>();
  useEffect(() => {
    const controller = new AbortController();
    void apiClient()
      .call(initializeAddressCall, { body: { user_id: userId } }, { signal: controller.signal })
      .then((result) => {
        if (!controller.signal.aborted)
          setAddress(result.kind === 'ok' ? result.data.shipping_address : null);
      });
    return () => controller.abort();
  }, [userId]);
  return address;
}

function DeliveryStep({ userId }: { userId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const shippingAddress = useShippingAddress(userId);
  return (
    <CheckoutOrderGate userId={userId}>
      {(order) => (
        <div className={styles.columns}>
          <div>
            <Link className={styles.back} to={ROUTES.checkoutAddress}>
              <span aria-hidden="true">← </span>
              {t('checkout.back')}
            </Link>
            {shippingAddress === undefined ? (
              <p className={styles.status} role="status">
                {t('checkout.loading')}
              </p>
            ) : (
              <DeliveryForm userId={userId} order={order} shippingAddress={shippingAddress} />
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
