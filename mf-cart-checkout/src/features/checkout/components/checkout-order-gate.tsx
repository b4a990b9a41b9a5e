import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type OrderDetail, ROUTES } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { useCartOrder } from '../cart-seam';
import { useCheckoutOrder } from '../stores/use-checkout-order';
import styles from './checkout-page.module.css';

/**
 * How long a step waits for the cart's order before saying there is none: a guest back from
 * signing in lands here while the cart is still merging, before it starts the checkout.
 */
export const ORDER_GRACE_MS = 1500;

function useGraceOver(waiting: boolean): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    setOver(false);
    if (!waiting) return;
    const timer = setTimeout(() => setOver(true), ORDER_GRACE_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return over;
}

/**
 * The address, delivery and payment steps need the cart's order, still to pay: while it comes
 * a status line; without one (the cart's checkout button makes it) a way back to the cart.
 */
export function CheckoutOrderGate({
  userId,
  children,
}: {
  userId: number;
  children: (order: OrderDetail) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { orderCode, starting } = useCartOrder();
  const { status, order } = useCheckoutOrder(userId, orderCode);
  const graceOver = useGraceOver(!orderCode && !starting);
  if (order?.status === 'PAYMENT') return children(order);
  const waiting = starting || (orderCode ? status === 'loading' : !graceOver);
  if (waiting)
    return (
      <p className={styles.status} role="status">
        {t('checkout.loading')}
      </p>
    );
  return (
    <div className={styles.notice}>
      <p>{status === 'failed' && orderCode ? t('form.unexpectedError') : t('checkout.noOrder.text')}</p>
      <Link className={styles.action} to={ROUTES.cart}>
        {t('checkout.noOrder.toCart')}
      </Link>
    </div>
  );
}
