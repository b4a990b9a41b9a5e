import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROUTES } from 'shared-contracts';
import { apiClient, useBusState, userIdOf } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { AccountPage, PageStatus } from '../../shared/layout/account-page';
import { PageNotice } from '../../shared/layout/page-notice';
import { OrdersTable } from './components/orders-table';
import { SignedOutNotice } from './components/signed-out-notice';
import { userOrdersQuery } from './queries/user-orders-query';

function OrderList({ userId }: { userId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const { data, isError, isFetching } = useQuery(userOrdersQuery(apiClient(), userId));
  // A list that could not be loaded shows as empty (docs/spec.md §8); the query logged why.
  const orders = data ?? (isError && !isFetching ? [] : undefined);

  if (!orders) return <PageStatus>{t('orders.list.loading')}</PageStatus>;
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
