import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AddressInitializeAnswer, initializeAddressCall } from 'shared-contracts';
import { apiClient } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import { CheckoutOrderGate } from '../components/checkout-order-gate';
import { CheckoutPage } from '../components/checkout-page';
import { OrderSummary } from '../components/order-summary';
import styles from '../components/checkout-page.module.css';
import { addressValues, initialUseBillingAddress } from './address-form';
import { AddressForm } from './components/address-form';

type Loaded = { kind: 'loading' } | { kind: 'ready'; answer: AddressInitializeAnswer | undefined };

/** The addresses to start from (SPEC.md §7 address_initialize); none when the call fails. */
function useInitialAddresses(userId: number): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ kind: 'loading' });
    void apiClient()
      .call(initializeAddressCall, { body: { user_id: userId } }, { signal: controller.signal })
      .then((result) => {
        if (!controller.signal.aborted)
          setLoaded({ kind: 'ready', answer: result.kind === 'ok' ? result.data : undefined });
      });
    return () => controller.abort();
  }, [userId]);
  return loaded;
}

function AddressStep({ userId }: { userId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const loaded = useInitialAddresses(userId);
  return (
    <CheckoutOrderGate userId={userId}>
      {(order) => (
        <div className={styles.columns}>
          {loaded.kind === 'loading' ? (
            <p className={styles.status} role="status">
              {t('checkout.loading')}
            </p>
          ) : (
            <AddressForm
              userId={userId}
              initial={{
                billing: addressValues(loaded.answer?.billing_address),
                shipping: addressValues(loaded.answer?.shipping_address),
                useBillingAddress: initialUseBillingAddress(
                  loaded.answer?.billing_address ?? null,
                  loaded.answer?.shipping_address ?? null,
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
