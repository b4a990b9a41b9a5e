import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from 'shared-contracts';
import { useSnapshot } from 'valtio';
import { useBusState, userIdOf } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { AccountPage, PageStatus } from '../../shared/layout/account-page';
import { PageNotice } from '../../shared/layout/page-notice';
import { OrdersTable } from './components/orders-table';
import { SignedOutNotice } from './components/signed-out-notice';
import { clearOrders, loadOrders, ordersState } from './stores/orders-store';

function OrderList({ userId }: { userId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const { userId: loadedFor, status, orders } = useSnapshot(ordersState);
  useEffect(() => {
    void loadOrders(userId);
  }, [userId]);

  if (loadedFor !== userId || (status === 'loading' && orders.length === 0))
    return <PageStatus>{t('orders.list.loading')}</PageStatus>;
  if (orders.length === 0)
    return (
      <PageNotice
        text={t('orders.list.empty')}
        action={{ to: ROUTES.home, label: t('orders.list.explore') }}
      />
    );
  return <OrdersTable orders={orders} />;
}

/** /orders: the signed-in customer's orders; without a session, the way to sign in. */
export default function OrdersPage() {
  const { t } = useTranslation(NAMESPACE);
  const userId = userIdOf(useBusState('session.changed'));
  useEffect(() => {
    if (userId === undefined) clearOrders();
  }, [userId]);

  return (
    <AccountPage
      title={t('orders.title')}
      intro={userId === undefined ? undefined : t('orders.list.intro')}
      width="wide"
    >
      {userId === undefined ? <SignedOutNotice /> : <OrderList userId={userId} />}
    </AccountPage>
  );
}
