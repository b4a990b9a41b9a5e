import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type OrderDetail, ROUTES } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { useCheckoutOrder } from '../stores/use-checkout-order';
import styles from './checkout-page.module.css';

/**
 * The address, delivery and payment steps need an order still to pay: while it loads a status
 * line; without one (the cart's checkout button makes it) a way back to the cart.
 */
export function CheckoutOrderGate({
  userId,
  children,
}: {
  userId: number;
  children: (order: OrderDetail) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { status, order } = useCheckoutOrder(userId);
  if (order?.status === 'PAYMENT') return children(order);
  if (status === 'loading')
    return (
      <p className={styles.status} role="status">
        {t('checkout.loading')}
      </p>
    );
  return (
    <div className={styles.notice}>
      <p>{status === 'failed' ? t('checkout.form.unexpectedError') : t('checkout.noOrder.text')}</p>
      <Link className={styles.action} to={ROUTES.cart}>
        {t('checkout.noOrder.toCart')}
      </Link>
    </div>
  );
}
