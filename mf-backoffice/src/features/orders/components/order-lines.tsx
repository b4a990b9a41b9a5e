import { useTranslation } from 'react-i18next';
import { cx, useLanguage, visuallyHidden } from 'remote-kit';
import { type OrderLine, formatMoney, roundToCents } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import table from '../../../shared/ui/data-table.module.css';
import styles from './detail-table.module.css';

/** The order's lines as bought: product (image and name), unit price, quantity, line total. */
export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <div className={table.scroll}>
      <table className={cx(table.table, table.stack)} role="table">
        <caption className={visuallyHidden}>{t('orders.detail.linesCaption')}</caption>
        <thead>
          <tr role="row">
            <th scope="col" role="columnheader">
              {t('orders.detail.product')}
            </th>
            <th scope="col" role="columnheader" className={table.number}>
              {t('orders.detail.amountTimesPrice')}
            </th>
            <th scope="col" role="columnheader" className={table.number}>
              {t('orders.detail.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.productId} role="row">
              <th scope="row" role="rowheader" className={cx(table.middle, table.wide)}>
                <span className={styles.product}>
                  <img
                    className={styles.image}
                    src={line.image}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                  />
                  <span>
                    {line.name}
                    <span className={table.muted}> · #{line.productId}</span>
                  </span>
                </span>
              </th>
              <td role="cell" className={cx(table.number, table.middle)}>
                {line.amount} × {formatMoney(line.price, language)}
              </td>
              <td role="cell" className={cx(table.number, table.middle)}>
                {formatMoney(roundToCents(line.price * line.amount), language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
