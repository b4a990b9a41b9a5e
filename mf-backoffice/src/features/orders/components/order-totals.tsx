import { useTranslation } from 'react-i18next';
import { useLanguage } from 'remote-kit';
import { type OrderDetail, formatLocaleNumber, formatMoney } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import styles from './order-totals.module.css';

type Totals = Pick<
  OrderDetail,
  'cartPrice' | 'cartDiscount' | 'nameDiscount' | 'percentageDiscount' | 'finalPrice'
>;

/**
 * The order's amounts as charged: subtotal and discount only when there was a discount
 * (docs/spec.md §9), then the total paid.
 */
export function OrderTotals({ order }: { order: Totals }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const discounted = order.cartDiscount > 0;
  return (
    <dl className={styles.totals}>
      {discounted && (
        <>
          <dt>{t('orders.detail.subtotal')}</dt>
          <dd>{formatMoney(order.cartPrice, language)}</dd>
          <dt>
            {t('orders.detail.discount', {
              code: order.nameDiscount ?? '',
              percent: formatLocaleNumber(order.percentageDiscount, language),
            })}
          </dt>
          <dd>−{formatMoney(order.cartDiscount, language)}</dd>
        </>
      )}
      <dt className={styles.final}>{t('orders.detail.finalPrice')}</dt>
      <dd className={styles.final}>{formatMoney(order.finalPrice, language)}</dd>
    </dl>
  );
}
