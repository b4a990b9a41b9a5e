import { useTranslation } from 'react-i18next';
import { cx, visuallyHidden } from 'remote-kit';
import { type OrderStatusChange } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { StatusBadge } from './status-badge';
import table from '../../../shared/ui/data-table.module.css';
import styles from './detail-table.module.css';

/** Every change of the order's status, first to last: when (UTC), from, to, and who made it. */
export function StatusHistory({ changes }: { changes: readonly OrderStatusChange[] }) {
  const { t } = useTranslation(NAMESPACE);
  if (changes.length === 0) return <p className={styles.empty}>{t('orders.history.empty')}</p>;
  return (
    <div className={table.scroll}>
      <table className={cx(table.table, table.stack)} role="table">
        <caption className={visuallyHidden}>{t('orders.history.caption')}</caption>
        <thead>
          <tr role="row">
            <th scope="col" role="columnheader">
              {t('orders.history.date')}
            </th>
            <th scope="col" role="columnheader">
              {t('orders.history.from')}
            </th>
            <th scope="col" role="columnheader">
              {t('orders.history.to')}
            </th>
            <th scope="col" role="columnheader">
              {t('orders.history.by')}
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change, index) => (
            <tr key={`${change.date}-${index}`} role="row">
              <td role="cell" className={cx(table.date, table.wide)}>
                {change.date}
              </td>
              <td role="cell" data-label={t('orders.history.from')}>
                <StatusBadge status={change.from} />
              </td>
              <td role="cell" data-label={t('orders.history.to')}>
                <StatusBadge status={change.to} />
              </td>
              <td role="cell" className={cx(styles.who, table.wide)} data-label={t('orders.history.by')}>
                {change.changedBy ?? t('orders.history.shop')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
