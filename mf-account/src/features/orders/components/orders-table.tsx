import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { visuallyHidden } from 'remote-kit';
import { COMMON_NAMESPACE, type OrderSummary, paths } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { OrderDate } from './order-date';
import styles from './orders-table.module.css';

/**
 * The customer's orders: code (to its detail), status and UTC date. The roles are written out
 * because the mobile layout displays the table as blocks, which some browsers take as losing
 * its table semantics.
 */
export function OrdersTable({ orders }: { orders: readonly OrderSummary[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: common } = useTranslation(COMMON_NAMESPACE);
  const labels = {
    code: t('orders.list.code'),
    status: t('orders.list.status'),
    date: t('orders.list.date'),
  };
  return (
    <table className={styles.table} role="table">
      <caption className={visuallyHidden}>{t('orders.list.caption')}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            {labels.code}
          </th>
          <th scope="col" role="columnheader">
            {labels.status}
          </th>
          <th scope="col" role="columnheader">
            {labels.date}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {orders.map((order) => (
          <tr key={order.code} role="row">
            <td role="cell" data-label={labels.code}>
              <Link className={styles.code} to={paths.order(order.code)}>
                {order.code}
              </Link>
            </td>
            <td role="cell" data-label={labels.status}>
              <span className={styles.badge}>{common(`orderStatus.${order.status}`)}</span>
            </td>
            <td role="cell" data-label={labels.date} className={styles.date}>
              <OrderDate date={order.date} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
