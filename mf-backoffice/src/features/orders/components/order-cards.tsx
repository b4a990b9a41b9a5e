import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type BackofficeOrderSummary, paths } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { AddressBlock } from './address-block';
import { StatusBadge } from './status-badge';
import styles from './order-cards.module.css';

/** The orders as cards (mobile): the same fields as the table, each labelled, one order a card. */
export function OrderCards({ orders }: { orders: readonly BackofficeOrderSummary[] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ul className={styles.cards} aria-label={t('orders.list.caption')}>
      {orders.map((order) => (
        <li key={order.code} className={styles.card}>
          <div className={styles.top}>
            <Link className={styles.code} to={paths.backofficeOrder(order.code)}>
              {order.code}
            </Link>
            <StatusBadge status={order.status} />
          </div>
          <dl className={styles.fields}>
            <dt>{t('orders.list.date')}</dt>
            <dd className={styles.date}>{order.date}</dd>
            <dt>{t('orders.list.billing')}</dt>
            <dd>
              <AddressBlock address={order.billingAddress} />
            </dd>
            <dt>{t('orders.list.shipping')}</dt>
            <dd>
              <AddressBlock address={order.shippingAddress} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
