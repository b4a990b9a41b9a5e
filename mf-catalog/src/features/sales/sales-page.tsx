import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type QueryValues } from 'shared-contracts';
import { apiClient, usePageTitle } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { PageHeading } from '../../shared/page-heading';
import { BrowseLayout, useBrowse } from '../browse';
import { getSales } from './api/get-sales';

/** /sales: the discounted products, laid out as search results. */
export default function SalesPage() {
  const { t } = useTranslation(NAMESPACE);
  const loader = useCallback(
    (request: QueryValues, signal: AbortSignal) => getSales(apiClient(), request, signal),
    [],
  );
  const view = useBrowse('sales', loader);
  usePageTitle(t('sales.title'));
  const heading = (
    <PageHeading eyebrow={t('sales.eyebrow')} title={t('sales.title')} description={t('sales.description')} />
  );
  return <BrowseLayout view={view} header={heading} />;
}
