import { useTranslation } from 'react-i18next';
import { ROUTES } from 'shared-contracts';
import { PageHead, apiClient } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { BrowseLayout, browseCanonicalPath, useBrowse } from '../browse';
import { salesQuery } from './sales-query';

/** /sales: the discounted products, laid out as search results. */
export default function SalesPage() {
  const { t } = useTranslation(NAMESPACE);
  const view = useBrowse((request) => salesQuery(apiClient(), request));
  return (
    <>
      <PageHead
        title={t('sales.title')}
        description={t('head.sales.description')}
        canonicalPath={browseCanonicalPath(ROUTES.sales, view.query)}
      />
      <BrowseLayout
        view={view}
        heading={{ eyebrow: t('sales.eyebrow'), title: t('sales.title'), intro: t('sales.description') }}
      />
    </>
  );
}
