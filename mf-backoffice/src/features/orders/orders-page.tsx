import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { apiClient, LoadFailure, Pagination, useIsMobile } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { BackofficePage } from '../../shared/layout/backoffice-page';
import { EmptyNotice, Loading } from '../../shared/layout/load-state';
import { useStaffUserId } from '../../shared/staff/staff-session';
import { InviteStaffPanel } from '../staff-invite';
import { OrderCards } from './components/order-cards';
import { OrdersFilters } from './components/orders-filters';
import { OrdersTable } from './components/orders-table';
import { type OrdersQuery, isFiltered, ordersHref, readOrdersQuery } from './orders-query';
import { ordersListQuery } from './queries/orders-list-query';
import styles from './orders-page.module.css';

/** Whether a cached list's view (the last part of its key) has this filter and search. */
function sameView(view: unknown, query: OrdersQuery): boolean {
  const previous = view as Partial<OrdersQuery> | undefined;
  return previous?.status === query.status && previous?.search === query.search;
}

function OrdersList({ userId, query }: { userId: number; query: OrdersQuery }) {
  const { t } = useTranslation(NAMESPACE);
  const mobile = useIsMobile();
  // Paging keeps the page on screen while the next one loads, so it does not flash; another
  // filter or search shows loading instead, never the old rows as if they matched it.
  const list = useQuery({
    ...ordersListQuery(apiClient(), { userId, query }),
    placeholderData: (previous, previousQuery) =>
      sameView(previousQuery?.queryKey.at(-1), query) ? keepPreviousData(previous) : undefined,
  });

  if (list.isError && !list.isFetching)
    return <LoadFailure message={t('orders.list.loadError')} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Loading />;
  const { orders, info } = list.data;
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
  if (userId === undefined) return null;

  return (
    <BackofficePage title={t('orders.title')} intro={t('orders.intro')}>
      <OrdersFilters key={`${query.status ?? ''}\n${query.search}`} query={query} />
      {/* Keyed by the staff member: another one's list is never shown in place of theirs. */}
      <OrdersList key={userId} userId={userId} query={query} />
      <InviteStaffPanel userId={userId} className={styles.invite} />
    </BackofficePage>
  );
}
