import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { apiClient, LoadFailure, useLanguage } from 'remote-kit';
import { ROUTES, apiLanguage } from 'shared-contracts';
import { NAMESPACE } from '../../i18n';
import { BackofficePage, Panel } from '../../shared/layout/backoffice-page';
import { EmptyNotice, Loading } from '../../shared/layout/load-state';
import { useStaffUserId } from '../../shared/staff/staff-session';
import { AddressBlock } from './components/address-block';
import { OrderLines } from './components/order-lines';
import { OrderTotals } from './components/order-totals';
import { StatusForm } from './components/status-form';
import { StatusHistory } from './components/status-history';
import { type OrderRef, orderQuery } from './queries/order-query';
import { useChangeOrderStatus } from './use-change-order-status';
import styles from './order-page.module.css';

function OrderView({ orderRef }: { orderRef: OrderRef }) {
  const { t } = useTranslation(NAMESPACE);
  const { data: order, isError, isFetching, refetch } = useQuery(orderQuery(apiClient(), orderRef));
  const onStatusChange = useChangeOrderStatus(orderRef);

  if (order === null)
    return <EmptyNotice>{t('orders.detail.notFound', { code: orderRef.orderCode })}</EmptyNotice>;
  // An order on screen stays when reading it again fails (after a change of status).
  if (!order && isError && !isFetching)
    return <LoadFailure message={t('orders.detail.loadError')} onRetry={() => void refetch()} />;
  if (!order) return <Loading />;

  return (
    <div className={styles.layout}>
      <div className={styles.aside}>
        <Panel heading={{ id: 'backoffice-order-status-heading', text: t('orders.status.heading') }}>
          <StatusForm status={order.status} onChange={onStatusChange} />
          <p className={styles.placed}>
            <span>{t('orders.detail.placed')}</span> <span className={styles.date}>{order.date}</span>
          </p>
        </Panel>
        <Panel heading={{ id: 'backoffice-order-delivery-heading', text: t('orders.detail.delivery') }}>
          <p className={styles.text}>
            {order.delivery
              ? t(`orders.detail.deliveryMethod.${order.delivery}`)
              : t('orders.detail.deliveryUnknown')}
          </p>
        </Panel>
        <Panel heading={{ id: 'backoffice-order-billing-heading', text: t('orders.detail.billing') }}>
          <AddressBlock address={order.billingAddress} withPhone />
        </Panel>
        <Panel heading={{ id: 'backoffice-order-shipping-heading', text: t('orders.detail.shipping') }}>
          <AddressBlock address={order.shippingAddress} withPhone />
        </Panel>
      </div>
      <div className={styles.main}>
        <Panel heading={{ id: 'backoffice-order-lines-heading', text: t('orders.detail.lines') }}>
          <OrderLines lines={order.products} />
          <OrderTotals order={order} />
        </Panel>
        <Panel heading={{ id: 'backoffice-order-history-heading', text: t('orders.history.heading') }}>
          <StatusHistory changes={order.statusHistory} />
        </Panel>
      </div>
    </div>
  );
}

/**
 * /backoffice/orders/{orderCode}: an order's lines, totals, addresses and delivery, its
 * status with the dropdown that changes it, and the history of its statuses.
 */
export default function OrderPage() {
  const { t } = useTranslation(NAMESPACE);
  const { orderCode = '' } = useParams();
  const userId = useStaffUserId();
  const language = apiLanguage(useLanguage());
  const orderRef = useMemo(
    () => (userId === undefined ? undefined : { orderCode, userId, language }),
    [orderCode, userId, language],
  );
  if (!orderRef) return null;
  return (
    <BackofficePage
      title={t('orders.detail.title', { code: orderCode })}
      back={{ to: ROUTES.backofficeOrders, label: t('orders.detail.back') }}
    >
      <OrderView orderRef={orderRef} />
    </BackofficePage>
  );
}
