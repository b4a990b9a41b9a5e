import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { useSnapshot } from 'valtio';
import { useBusState, usePageTitle, userIdOf } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { OrdersTable } from './components/orders-table';
import { SignedOutNotice } from './components/signed-out-notice';
import { clearOrders, loadOrders, ordersState } from './stores/orders-store';
import styles from './orders.module.css';

function OrderList({ userId }: { userId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const { userId: loadedFor, status, orders } = useSnapshot(ordersState);
  useEffect(() => {
    void loadOrders(userId);
  }, [userId]);

  if (loadedFor !== userId || (status === 'loading' && orders.length === 0))
    return (
      <p className={styles.status} role="status">
        {t('orders.list.loading')}
      </p>
    );
  if (orders.length === 0)
    return (
      <div className={styles.empty}>
        <p>{t('orders.list.empty')}</p>
        <Link className={styles.action} to={ROUTES.home}>
          {t('orders.list.explore')}
        </Link>
      </div>
    );
  return <OrdersTable orders={orders} />;
}

/** /orders: the signed-in customer's orders; without a session, the way to sign in. */
export default function OrdersPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('orders.title');
  usePageTitle(title);
  const userId = userIdOf(useBusState('session.changed'));
  useEffect(() => {
    if (userId === undefined) clearOrders();
  }, [userId]);

  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {userId !== undefined && <p className={styles.intro}>{t('orders.list.intro')}</p>}
      </header>
      {userId === undefined ? <SignedOutNotice /> : <OrderList userId={userId} />}
    </section>
  );
}
