import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, LoadFailure, useLanguage } from 'remote-kit';
import { apiLanguage } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { EmptyNotice, Loading } from '../../../shared/layout/load-state';
import { pricedProductQuery } from '../queries/priced-product-query';
import { PriceForm } from './price-form';
import { PriceHistory } from './price-history';
import styles from './price-panel.module.css';

interface PricePanelProps {
  userId: number;
  id: number;
  onClose: () => void;
}

/**
 * The side panel of one product (full screen on a phone): its edit with the storefront's
 * preview, and its history. Not modal: the list stays usable beside it on a desktop.
 */
export function PricePanel({ userId, id, onClose }: PricePanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const product = useQuery(pricedProductQuery(apiClient(), { id, userId, language: apiLanguage(language) }));
  const [historyPage, setHistoryPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const data = product.data;
  const name = data ? (language === 'en-US' ? data.name_en : data.name_es) : t('prices.list.id', { id });

  let content;
  if (data === null) content = <EmptyNotice>{t('prices.panel.notFound', { id })}</EmptyNotice>;
  else if (!data && product.isError && !product.isFetching)
    content = <LoadFailure message={t('prices.panel.loadError')} onRetry={() => void product.refetch()} />;
  else if (!data) content = <Loading />;
  else
    content = (
      <>
        <p className={styles.meta}>{t('prices.panel.meta', { id: data.id, version: data.version })}</p>
        <PriceForm userId={userId} product={data} onHistoryReset={() => setHistoryPage(1)} />
        <PriceHistory userId={userId} id={id} page={historyPage} onPage={setHistoryPage} />
      </>
    );

  return (
    <aside
      className={styles.panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby="backoffice-prices-panel-heading"
      data-testid="prices-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header className={styles.header}>
        <h2 id="backoffice-prices-panel-heading" ref={heading} tabIndex={-1} className={styles.title}>
          {t('prices.panel.label', { name })}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('prices.panel.close')}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className={styles.body}>{content}</div>
    </aside>
  );
}
