import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cx, visuallyHidden } from 'remote-kit';
import { type BackofficeOrderSummary, paths } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { AddressBlock } from './address-block';
import { StatusBadge } from './status-badge';
import table from '../../../shared/ui/data-table.module.css';
import styles from './orders-table.module.css';

/** The orders as a table (desktop): code to its detail, status, UTC date, both addresses. */
export function OrdersTable({ orders }: { orders: readonly BackofficeOrderSummary[] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <table className={table.table}>
      <caption className={visuallyHidden}>{t('orders.list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('orders.list.code')}</th>
          <th scope="col">{t('orders.list.status')}</th>
          <th scope="col">{t('orders.list.date')}</th>
          <th scope="col">{t('orders.list.billing')}</th>
          <th scope="col">{t('orders.list.shipping')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.code} className={styles.row}>
            <th scope="row">
              <Link className={styles.code} to={paths.backofficeOrder(order.code)}>
                {order.code}
              </Link>
            </th>
            <td>
              <StatusBadge status={order.status} />
            </td>
            <td className={cx(table.date, table.muted)}>{order.date}</td>
            <td>
              <AddressBlock address={order.billingAddress} />
            </td>
            <td>
              <AddressBlock address={order.shippingAddress} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
