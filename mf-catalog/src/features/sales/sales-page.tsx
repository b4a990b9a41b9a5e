import { useTranslation } from 'react-i18next';
import { apiClient, usePageTitle } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { PageHeading } from '../../shared/page-heading';
import { BrowseLayout, useBrowse } from '../browse';
import { salesQuery } from './sales-query';

/** /sales: the discounted products, laid out as search results. */
export default function SalesPage() {
  const { t } = useTranslation(NAMESPACE);
  const view = useBrowse((request) => salesQuery(apiClient(), request));
  usePageTitle(t('sales.title'));
  const heading = (
    <PageHeading eyebrow={t('sales.eyebrow')} title={t('sales.title')} description={t('sales.description')} />
  );
  return <BrowseLayout view={view} header={heading} />;
}
