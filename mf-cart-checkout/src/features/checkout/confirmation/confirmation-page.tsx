import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { OrderCodeSchema, ROUTES, paths } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { CheckoutPage } from '../components/checkout-page';
import { OrderSummary } from '../components/order-summary';
import pageStyles from '../components/checkout-page.module.css';
import { CONFIRMATION_ORDER_PARAM } from '../payment/use-payment';
import { useCheckoutOrder } from '../queries/use-checkout-order';
import styles from './confirmation-page.module.css';

function Confirmation({ userId, orderCode }: { userId: number; orderCode: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { data: order, isPending } = useCheckoutOrder(userId, orderCode);
  if (isPending)
    return (
      <p className={pageStyles.status} role="status">
        {t('checkout.loading')}
      </p>
    );
  // No such order of the customer's, or none could be read.
  if (!order || order.code !== orderCode) return <NotFound />;
  if (order.status !== 'RECEIVED')
    return (
      <div className={pageStyles.notice}>
        <p>{t('checkout.confirmation.notPaid', { code: order.code })}</p>
        {order.status === 'PAYMENT' ? (
          <Link className={pageStyles.action} to={ROUTES.checkoutPayment}>
            {t('checkout.confirmation.toPayment')}
          </Link>
        ) : (
          <Link className={pageStyles.action} to={paths.order(order.code)}>
            {t('checkout.confirmation.viewOrder')}
          </Link>
        )}
      </div>
    );
  return (
    <div className={pageStyles.columns}>
      <div className={styles.thanks}>
        <span className={styles.mark} aria-hidden="true">
          ✓
        </span>
        <h2 className={styles.heading}>{t('checkout.confirmation.heading')}</h2>
        <p>{t('checkout.confirmation.text', { code: order.code })}</p>
        <div className={styles.actions}>
          <Link className={pageStyles.action} to={paths.order(order.code)}>
            {t('checkout.confirmation.viewOrder')}
          </Link>
          <Link className={`${pageStyles.action} ${pageStyles.secondary}`} to={ROUTES.home}>
            {t('checkout.confirmation.keepShopping')}
          </Link>
        </div>
      </div>
      <aside className={pageStyles.aside}>
        <OrderSummary order={order} />
      </aside>
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={pageStyles.notice}>
      <p>{t('checkout.confirmation.notFound')}</p>
      <Link className={pageStyles.action} to={ROUTES.orders}>
        {t('checkout.confirmation.toOrders')}
      </Link>
    </div>
  );
}

/**
 * /checkout/confirmation?order={code}: step index 3. Only for the signed-in customer, with an
 * order code, once that order is RECEIVED (docs/spec.md §2): the thanks and a link to the order.
 */
export default function ConfirmationPage() {
  const { t } = useTranslation(NAMESPACE);
  const [search] = useSearchParams();
  const orderCode = search.get(CONFIRMATION_ORDER_PARAM) ?? '';
  const valid = OrderCodeSchema.safeParse(orderCode).success;
  return (
    <CheckoutPage page="confirmation" title={t('checkout.confirmationTitle')}>
      {(userId) => (valid ? <Confirmation userId={userId} orderCode={orderCode} /> : <NotFound />)}
    </CheckoutPage>
  );
}
