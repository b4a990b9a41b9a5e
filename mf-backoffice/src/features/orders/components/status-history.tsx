import { useTranslation } from 'react-i18next';
import { visuallyHidden } from 'remote-kit';
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
      <table className={table.table}>
        <caption className={visuallyHidden}>{t('orders.history.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.history.date')}</th>
            <th scope="col">{t('orders.history.from')}</th>
            <th scope="col">{t('orders.history.to')}</th>
            <th scope="col">{t('orders.history.by')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change, index) => (
            <tr key={`${change.date}-${index}`}>
              <td className={table.date}>{change.date}</td>
              <td>
                <StatusBadge status={change.from} />
              </td>
              <td>
                <StatusBadge status={change.to} />
              </td>
              <td className={styles.who}>{change.changedBy ?? t('orders.history.shop')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
