import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useCartOrder } from '../cart-seam';
import { CheckoutOrderGate } from '../components/checkout-order-gate';
import { CheckoutPage } from '../components/checkout-page';
import { OrderSummary } from '../components/order-summary';
import styles from '../components/checkout-page.module.css';
import { useCheckoutAddresses } from '../queries/use-checkout-addresses';
import { addressValues, initialUseBillingAddress } from './address-form';
import { AddressForm } from './components/address-form';

function AddressStep({ userId }: { userId: number }) {
  const { t } = useTranslation(NAMESPACE);
  // Read beside the order, not after it: both wait only for the cart's order code.
  const { orderCode } = useCartOrder(userId);
  // None to start from when they cannot be read: the form starts empty.
  const { data: addresses, isPending } = useCheckoutAddresses(userId, orderCode);
  return (
    <CheckoutOrderGate userId={userId}>
      {(order) => (
        <div className={styles.columns}>
          {isPending ? (
            <p className={styles.status} role="status">
              {t('checkout.loading')}
            </p>
          ) : (
            <AddressForm
              userId={userId}
              orderCode={order.code}
              initial={{
                billing: addressValues(addresses?.billing),
                shipping: addressValues(addresses?.shipping),
                useBillingAddress: initialUseBillingAddress(
                  addresses?.billing ?? null,
                  addresses?.shipping ?? null,
                ),
              }}
            />
          )}
          <aside className={styles.aside}>
            <OrderSummary order={order} />
          </aside>
        </div>
      )}
    </CheckoutOrderGate>
  );
}

/** /checkout and /checkout/address: step 1 of 5, the billing and shipping addresses beside the order. */
export default function AddressPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <CheckoutPage page="address" title={t('checkout.addressTitle')} intro={t('checkout.address.intro')}>
      {(userId) => <AddressStep userId={userId} />}
    </CheckoutPage>
  );
}
