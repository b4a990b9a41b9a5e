import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMMON_NAMESPACE, type OrderSummary, paths } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { OrderDate } from './order-date';
import styles from './orders-table.module.css';

/** The customer's orders: code (to its detail), status and UTC date. */
export function OrdersTable({ orders }: { orders: readonly OrderSummary[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: common } = useTranslation(COMMON_NAMESPACE);
  const labels = {
    code: t('orders.list.code'),
    status: t('orders.list.status'),
    date: t('orders.list.date'),
  };
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('orders.list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.code}</th>
          <th scope="col">{labels.status}</th>
          <th scope="col">{labels.date}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.code}>
            <td data-label={labels.code}>
              <Link className={styles.code} to={paths.order(order.code)}>
                {order.code}
              </Link>
            </td>
            <td data-label={labels.status}>
              <span className={styles.badge}>{common(`orderStatus.${order.status}`)}</span>
            </td>
            <td data-label={labels.date} className={styles.date}>
              <OrderDate date={order.date} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
