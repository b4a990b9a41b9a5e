import { useTranslation } from 'react-i18next';
import { buttonStyles, useLanguage } from 'remote-kit';
import { type PriceChange, formatUtcDateTime } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { historyValue } from './price-history';
import styles from './conflict-notice.module.css';

interface ConflictNoticeProps {
  /** The other staff members' changes since the version the edit was made on. */
  changes: readonly PriceChange[];
  pending: boolean;
  onReapply: () => void;
  onDiscard: () => void;
}

/** Another staff member's change came first (409): what they changed, and the choice to reapply or discard. */
export function ConflictNotice({ changes, pending, onReapply, onDiscard }: ConflictNoticeProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <div role="alert" className={styles.notice} data-testid="prices-conflict">
      <p className={styles.title}>{t('prices.conflict.title')}</p>
      {changes.length > 0 && (
        <>
          <p>{t('prices.conflict.changes')}</p>
          <ul className={styles.changes}>
            {changes.map((change) => (
              <li key={`${change.version}-${change.field}`}>
                {t('prices.conflict.change', {
                  field: t(`prices.history.fields.${change.field}`),
                  from: historyValue(change, change.from, language),
                  to: historyValue(change, change.to, language),
                  by: change.by,
                  at: formatUtcDateTime(change.at),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>{t('prices.conflict.kept')}</p>
      <div className={styles.actions}>
        <button type="button" className={buttonStyles.primary} disabled={pending} onClick={onReapply}>
          {t('prices.conflict.reapply')}
        </button>
        <button type="button" className={buttonStyles.secondary} disabled={pending} onClick={onDiscard}>
          {t('prices.conflict.discard')}
        </button>
      </div>
    </div>
  );
}
