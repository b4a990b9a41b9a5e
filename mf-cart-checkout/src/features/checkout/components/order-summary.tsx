import { useTranslation } from 'react-i18next';
import {
  type OrderDetail,
  VAT_PERCENT,
  centsToEuros,
  eurosToCents,
  formatLocaleNumber,
  formatMoney,
} from 'shared-contracts';
import { cx, useLanguage } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import styles from './order-summary.module.css';

const HEADING_ID = 'cart-checkout-summary';

/**
 * The order beside the checkout's forms: its lines, and its totals as the server prices them,
 * the subtotal and discount rows only when there is a discount (docs/spec.md §9).
 */
export function OrderSummary({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const percent = formatLocaleNumber(order.percentageDiscount, language);
  const discounted = order.cartDiscount !== 0;
  return (
    <section className={styles.summary} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className={styles.heading}>
        {t('checkout.summary.heading')}
      </h2>
      <ul className={styles.lines} aria-label={t('checkout.summary.lines')}>
        {order.products.map((line) => (
          <li key={`${line.productId}:${line.price}`} className={styles.line}>
            <img className={styles.image} src={line.image} alt="" width={64} height={64} loading="lazy" />
            <div className={styles.info}>
              <span className={styles.name}>{line.name}</span>
              <span className={styles.quantity}>
                {t('checkout.summary.quantity', { quantity: line.amount })}
              </span>
            </div>
            <span className={styles.price}>
              {formatMoney(centsToEuros(eurosToCents(line.price) * line.amount), language)}
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {discounted && (
          <>
            <div className={styles.row}>
              <dt>{t('checkout.summary.subtotal')}</dt>
              <dd>{formatMoney(order.cartPrice, language)}</dd>
            </div>
            <div className={cx(styles.row, styles.discount)}>
              <dt>
                {order.nameDiscount
                  ? t('checkout.summary.discount', { code: order.nameDiscount, percent })
                  : t('checkout.summary.discountWithoutCode', { percent })}
              </dt>
              <dd>{`−${formatMoney(order.cartDiscount, language)}`}</dd>
            </div>
          </>
        )}
        <div className={cx(styles.row, styles.total)}>
          <dt>{t('checkout.summary.total')}</dt>
          <dd>{formatMoney(order.finalPrice, language)}</dd>
        </div>
      </dl>
      <p className={styles.vat}>{t('checkout.summary.vat', { percent: VAT_PERCENT })}</p>
    </section>
  );
}
