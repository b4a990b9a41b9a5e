import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient, buttonStyles, LoadFailure, useLanguage } from 'remote-kit';
import {
  type Language,
  type PriceChange,
  formatMoney,
  formatPercent,
  formatUtcDateTime,
} from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { Loading } from '../../../shared/layout/load-state';
import { priceHistoryQuery } from '../queries/priced-product-query';
import styles from './price-history.module.css';

/** A history value as its field is written: euros, a percent, units. */
export function historyValue(change: Pick<PriceChange, 'field'>, value: number, language: Language): string {
  if (change.field === 'price') return formatMoney(value, language);
  if (change.field === 'discount') return formatPercent(value, language);
  return String(value);
}

interface PriceHistoryProps {
  userId: number;
  id: number;
  page: number;
  onPage: (page: number) => void;
}

/** The product's changes, newest first, a page at a time: when, who, which field, from → to, and whether in bulk. */
export function PriceHistory({ userId, id, page, onPage }: PriceHistoryProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const history = useQuery({
    ...priceHistoryQuery(apiClient(), { id, userId, page }),
    placeholderData: keepPreviousData,
  });

  let content;
  if (history.isError && !history.isFetching)
    content = <LoadFailure message={t('prices.history.loadError')} onRetry={() => void history.refetch()} />;
  else if (!history.data) content = <Loading />;
  else if (history.data.changes.length === 0)
    content = <p className={styles.empty}>{t('prices.history.empty')}</p>;
  else {
    const { changes, info } = history.data;
    content = (
      <>
        <ol className={styles.changes} aria-label={t('prices.history.caption')}>
          {changes.map((change) => (
            <li
              key={`${change.version}-${change.field}`}
              className={styles.change}
              data-testid="prices-history-entry"
            >
              <span className={styles.what}>
                {t(`prices.history.fields.${change.field}`)}: {historyValue(change, change.from, language)} →{' '}
                {historyValue(change, change.to, language)}
                {change.bulk && <span className={styles.bulk}>{t('prices.history.bulk')}</span>}
              </span>
              <span className={styles.who}>
                {change.by} · {formatUtcDateTime(change.at)} UTC
              </span>
            </li>
          ))}
        </ol>
        {info.n_pages > 1 && (
          <nav className={styles.pages} aria-label={t('prices.history.pages')}>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
            >
              {t('prices.history.newer')}
            </button>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={page >= info.n_pages}
              onClick={() => onPage(page + 1)}
            >
              {t('prices.history.older')}
            </button>
          </nav>
        )}
      </>
    );
  }

  return (
    <section className={styles.history} aria-labelledby="backoffice-prices-history-heading">
      <h3 id="backoffice-prices-history-heading" className={styles.heading}>
        {t('prices.history.heading')}
      </h3>
      {content}
    </section>
  );
}
