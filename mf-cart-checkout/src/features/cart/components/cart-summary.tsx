import { useTranslation } from 'react-i18next';
import { formatLocaleNumber, formatMoney } from 'shared-contracts';
import { useSnapshot } from 'valtio';
import { cx, useLanguage } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import { cartState } from '../stores/cart-store';
import { type SummaryRow, summaryRows } from '../summary-rows';
import styles from './cart-summary.module.css';

/** Subtotal and discount only with a discount; the total always. */
export function CartSummary() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const cart = useSnapshot(cartState);
  const label = (row: SummaryRow) =>
    row.kind === 'discount'
      ? t('cart.summary.discount', { code: row.code, percent: formatLocaleNumber(row.percent, language) })
      : t(`cart.summary.${row.kind}`);
  return (
    <>
      <dl className={styles.rows}>
        {summaryRows(cart).map((row) => (
          <div key={row.kind} className={cx(styles.row, styles[row.kind])}>
            <dt>{label(row)}</dt>
            <dd>{`${row.kind === 'discount' ? '−' : ''}${formatMoney(row.amount, language)}`}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.vat}>{t('cart.summary.vat')}</p>
    </>
  );
}
