import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type OrderDetail, ROUTES, formatMoney } from 'shared-contracts';
import { useLanguage } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import { CheckoutOrderGate } from '../components/checkout-order-gate';
import { CheckoutPage } from '../components/checkout-page';
import { OrderSummary } from '../components/order-summary';
import pageStyles from '../components/checkout-page.module.css';
import { type CardValues, EMPTY_CARD } from './card-fields';
import { CardForm } from './components/card-form';
import { ChallengeFrame } from './components/challenge-frame';
import { PaymentFailure } from './components/payment-failure';
import { usePayment } from './use-payment';
import styles from './payment-page.module.css';

function PaymentStep({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  // A new form after a failure: nothing typed yet, so no message yet.
  const [formKey, setFormKey] = useState(0);
  const { step, challenge, failure, cardErrors, paying, pay } = usePayment(order);

  const onPay = async (values: CardValues) => {
    // After a failure the form comes back for another card: the name stays, the card goes.
    if ((await pay(values)) === 'retry') {
      setCard({ ...EMPTY_CARD, cardholderName: values.cardholderName });
      setFormKey((key) => key + 1);
    }
  };

  return (
    <div className={pageStyles.columns}>
      <div className={styles.main}>
        {!paying && (
          <Link className={pageStyles.back} to={ROUTES.checkoutDelivery}>
            <span aria-hidden="true">← </span>
            {t('checkout.back')}
          </Link>
        )}
        {failure && <PaymentFailure key={`failure-${formKey}`} messages={failure} />}
        {challenge ? (
          <ChallengeFrame challenge={challenge} />
        ) : (
          <CardForm
            key={`form-${formKey}`}
            values={card}
            onChange={setCard}
            serverErrors={cardErrors}
            submitLabel={t('checkout.payment.submit', { amount: formatMoney(order.finalPrice, language) })}
            pending={paying}
            onPay={(values) => void onPay(values)}
          />
        )}
        <p className={styles.progress} role="status" aria-live="polite">
          {step ? t(`checkout.payment.steps.${step}`) : ''}
        </p>
      </div>
      <aside className={pageStyles.aside}>
        <OrderSummary order={order} />
      </aside>
    </div>
  );
}

/** /checkout/payment: step 3 of 5 (index 2), the card and 3-D Secure (docs/spec.md §4's payment flow). */
export default function PaymentPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <CheckoutPage page="payment" title={t('checkout.paymentTitle')} intro={t('checkout.payment.intro')}>
      {(userId) => (
        <CheckoutOrderGate userId={userId}>{(order) => <PaymentStep order={order} />}</CheckoutOrderGate>
      )}
    </CheckoutPage>
  );
}
