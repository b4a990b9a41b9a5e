import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, type OrderDetail, formatLocaleNumber, formatMoney } from 'shared-contracts';
import { cx, useLanguage } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import { type TotalRow, totalRows } from '../order-totals';
import { OrderDate } from './order-date';
import styles from './order-summary.module.css';

/** Status, date and the totals as charged. */
export function OrderSummary({ order }: { order: Omit<OrderDetail, 'products'> }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: common } = useTranslation(COMMON_NAMESPACE);
  const language = useLanguage();

  const label = (row: TotalRow) => {
    if (row.kind !== 'discount') return t(`orders.detail.${row.kind}`);
    const percent = formatLocaleNumber(row.percent, language);
    return row.code
      ? t('orders.detail.discount', { code: row.code, percent })
      : t('orders.detail.discountWithoutCode', { percent });
  };

  return (
    <section className={styles.summary} aria-labelledby="account-order-summary">
      <h2 id="account-order-summary" className={styles.heading}>
        {t('orders.detail.totals')}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.row}>
          <dt>{t('orders.detail.status')}</dt>
          <dd>{common(`orderStatus.${order.status}`)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('orders.detail.date')}</dt>
          <dd>
            <OrderDate date={order.date} />
          </dd>
        </div>
      </dl>
      <dl className={styles.totals}>
        {totalRows(order).map((row) => (
          <div key={row.kind} className={cx(styles.row, styles[row.kind])}>
            <dt>{label(row)}</dt>
            <dd>{`${row.kind === 'discount' ? '−' : ''}${formatMoney(row.amount, language)}`}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
