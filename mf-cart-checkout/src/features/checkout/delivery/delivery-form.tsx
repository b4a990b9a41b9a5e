import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  type Address,
  type DeliveryMethod,
  INVALID_TOKEN_MESSAGE,
  type OrderDetail,
  ROUTES,
  type FieldErrors,
  saveDeliveryCall,
  withReturnTo,
} from 'shared-contracts';
import { apiClient, cx, useSubmission } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import {
  FormErrorsAlert,
  type RequestProblem,
  RequestProblemAlert,
  requestProblemOf,
  SubmitButton,
} from 'remote-kit/form';
import { checkoutOrderKey } from '../queries/checkout-order-query';
import { DELIVERY_METHODS, initialDeliveryMethod, workingDaysText } from './delivery-options';
import checkoutForm from '../components/checkout-form.module.css';
import styles from './delivery-form.module.css';

const SIGN_IN_AGAIN = withReturnTo(ROUTES.loginRegisterCheckout, ROUTES.checkoutDelivery);

function AddressLines({ address }: { address: Address }) {
  const lines = [
    address.name,
    [address.streetAddress, address.streetAddressContinued].filter(Boolean).join(', '),
    [address.zip, address.city].filter(Boolean).join(' '),
    [address.state, address.country].filter(Boolean).join(', '),
  ].filter(Boolean);
  return (
    <address className={styles.address}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

interface DeliveryFormProps {
  userId: number;
  order: OrderDetail;
  /** Where home delivery goes: the shipping address saved at the previous step. */
  shippingAddress: Address | null;
}

/** The Delivery step: home delivery or pick-up at the studio, both free; saved, on to payment. */
export function DeliveryForm({ userId, order, shippingAddress }: DeliveryFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<DeliveryMethod>(() => initialDeliveryMethod(order));
  const [errors, setErrors] = useState<FieldErrors>();
  const [problem, setProblem] = useState<RequestProblem>();
  const { pending, submit } = useSubmission();

  const save = () =>
    submit(async (signal) => {
      setErrors(undefined);
      setProblem(undefined);
      const result = await apiClient().call(
        saveDeliveryCall,
        { body: { user_id: userId, order_code: order.code, method } },
        { signal },
      );
      if (signal.aborted) return;
      if (result.kind === 'ok') {
        // The order holds this method now: the Payment step reads it again as it opens (a read
        // started here would be dropped as this step goes).
        void queryClient.invalidateQueries({ queryKey: checkoutOrderKey(order.code), refetchType: 'none' });
        navigate(ROUTES.checkoutPayment);
      } else if (result.kind === 'errors') {
        if (result.errors.auth?.includes(INVALID_TOKEN_MESSAGE)) navigate(SIGN_IN_AGAIN);
        else setErrors(result.errors);
      } else setProblem(requestProblemOf(result));
    });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FormErrorsAlert errors={errors} />
      <RequestProblemAlert problem={problem} />
      <fieldset className={`${checkoutForm.fieldset} ${styles.options}`}>
        <legend className={checkoutForm.legend}>{t('checkout.delivery.legend')}</legend>
        {DELIVERY_METHODS.map((option) => {
          const days = workingDaysText(option);
          const id = `cart-checkout-delivery-${option}`;
          return (
            <div key={option} className={cx(styles.option, method === option && styles.chosen)}>
              <input
                id={id}
                type="radio"
                name="delivery"
                value={option}
                checked={method === option}
                onChange={() => setMethod(option)}
                aria-describedby={`${id}-details`}
              />
              <label htmlFor={id} className={styles.optionLabel}>
                <span className={styles.optionTitle}>{t(`checkout.delivery.${option}.title`)}</span>
                <span className={styles.price}>{t('checkout.delivery.free')}</span>
              </label>
              <div id={`${id}-details`} className={styles.details}>
                <p>{t(`checkout.delivery.${option}.description`)}</p>
                <p className={styles.days}>{t(days.key, days.values)}</p>
                {option === 'home' && shippingAddress && (
                  <div className={styles.where}>
                    <span>{t('checkout.delivery.shipTo')}</span>
                    <AddressLines address={shippingAddress} />
                    <Link className={styles.change} to={ROUTES.checkoutAddress}>
                      {t('checkout.delivery.changeAddress')}
                    </Link>
                  </div>
                )}
                {option === 'studio_pickup' && (
                  <p className={styles.where}>{t('checkout.delivery.studioAddress')}</p>
                )}
              </div>
            </div>
          );
        })}
      </fieldset>
      <SubmitButton label={t('checkout.delivery.submit')} pending={pending} />
    </form>
  );
}
