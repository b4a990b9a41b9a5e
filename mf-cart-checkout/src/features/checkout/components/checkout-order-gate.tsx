import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { type OrderDetail, ROUTES } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { useCartOrder } from '../cart-seam';
import { useCheckoutOrder } from '../queries/use-checkout-order';
import styles from './checkout-page.module.css';

/**
 * The address, delivery and payment steps need the cart's order, still to pay. While the cart
 * settles (a guest back from signing in arrives before the merge and the checkout start have
 * made it) a status line; settled without one (no checkout under way, the start refused or
 * failed, an empty cart), back to the cart, which says why; an order no longer payable, gone,
 * or that could not be read, a way back to the cart, and so when the cart changed in another
 * tab while a step showed its order.
 */
export function CheckoutOrderGate({
  userId,
  children,
}: {
  userId: number;
  children: (order: OrderDetail) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { orderCode, settling } = useCartOrder(userId);
  const { data: order, isPending, isFetching, isError } = useCheckoutOrder(userId, orderCode);
  // An order this page showed may go (paid, or the cart changed): the step moves on by itself
  // (a paid order's confirmation), so the way back is offered, not taken.
  const [shownOrder, setShownOrder] = useState(false);
  const payable = order?.status === 'PAYMENT';
  useEffect(() => {
    if (payable) setShownOrder(true);
  }, [payable]);
  if (payable) return children(order);
  if (!orderCode && !settling) {
    if (!shownOrder) return <Navigate to={ROUTES.cart} replace />;
    // The order went while this step showed it: the cart changed in another tab (docs/spec.md §4: any
    // quantity change clears the order code). Nothing to load; the cart says what changed.
    return <BackToCart text={t('checkout.cartChanged')} />;
  }
  if (settling || isPending || isFetching)
    return (
      <p className={styles.status} role="status">
        {t('checkout.loading')}
      </p>
    );
  return <BackToCart text={isError ? t('form.unexpectedError') : t('checkout.noOrder.text')} />;
}

function BackToCart({ text }: { text: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.notice}>
      <p>{text}</p>
      <Link className={styles.action} to={ROUTES.cart}>
        {t('checkout.noOrder.toCart')}
      </Link>
    </div>
  );
}
