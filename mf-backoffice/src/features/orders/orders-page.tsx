import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Pagination, useIsMobile } from 'remote-kit';
import { useSnapshot } from 'valtio';
import { NAMESPACE } from '../../i18n';
import { BackofficePage } from '../../shared/layout/backoffice-page';
import { EmptyNotice, LoadFailed, Loading } from '../../shared/layout/load-state';
import { useStaffUserId } from '../../shared/staff/staff-session';
import { InviteStaffPanel } from '../staff-invite';
import { OrderCards } from './components/order-cards';
import { OrdersFilters } from './components/orders-filters';
import { OrdersTable } from './components/orders-table';
import { type OrdersQuery, isFiltered, ordersHref, readOrdersQuery } from './orders-query';
import { loadOrders, ordersKey, ordersState } from './stores/orders-store';
import styles from './orders-page.module.css';

function OrdersList({ userId, query }: { userId: number; query: OrdersQuery }) {
  const { t } = useTranslation(NAMESPACE);
  const mobile = useIsMobile();
  const { key, status, answer } = useSnapshot(ordersState);
  const current = key === ordersKey(userId, query);

  if (current && status === 'failed')
    return <LoadFailed message={t('orders.list.loadError')} onRetry={() => void loadOrders(userId, query)} />;
  if (!current || !answer) return <Loading />;
  const { orders, info } = answer;
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {t('orders.count', { count: info.size })}
      </p>
      {orders.length === 0 ? (
        <EmptyNotice>{isFiltered(query) ? t('orders.list.noMatch') : t('orders.list.empty')}</EmptyNotice>
      ) : mobile ? (
        <OrderCards orders={orders} />
      ) : (
        <OrdersTable orders={orders} />
      )}
      <Pagination
        page={query.page}
        pageCount={info.n_pages}
        pageHref={(page) => ordersHref({ ...query, page })}
        label={t('orders.list.pages')}
        className={styles.pagination}
      />
    </>
  );
}

/**
 * /backoffice and /backoffice/orders: every order, newest first, a page at a time, filtered
 * by status and searched by code or e-mail (the view lives in the URL); and the invitation
 * of a colleague.
 */
export default function OrdersPage() {
  const { t } = useTranslation(NAMESPACE);
  const userId = useStaffUserId();
  const { search } = useLocation();
  const query = useMemo(() => readOrdersQuery(search), [search]);
  useEffect(() => {
    if (userId !== undefined) void loadOrders(userId, query);
  }, [userId, query]);
  if (userId === undefined) return null;

  return (
    <BackofficePage title={t('orders.title')} intro={t('orders.intro')}>
      <OrdersFilters key={`${query.status ?? ''}\n${query.search}`} query={query} />
      <OrdersList userId={userId} query={query} />
      <InviteStaffPanel userId={userId} className={styles.invite} />
    </BackofficePage>
  );
}
