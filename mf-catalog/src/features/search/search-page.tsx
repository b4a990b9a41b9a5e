import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { type QueryValues, SEARCH_QUERY_MAX_LENGTH } from 'shared-contracts';
import { apiClient, usePageTitle } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { PageHeading } from '../../shared/page-heading';
import { BrowseLayout, useBrowse } from '../browse';
import { searchProducts } from './api/search-products';
import styles from './search-page.module.css';

function SearchView({ text }: { text: string }) {
  const { t } = useTranslation(NAMESPACE);
  const loader = useCallback(
    (request: QueryValues, signal: AbortSignal) => searchProducts(apiClient(), text, request, signal),
    [text],
  );
  const view = useBrowse(`search:${text}`, loader);
  usePageTitle(t('search.title', { query: text }));
  const heading = <PageHeading eyebrow={t('search.eyebrow')} title={t('search.title', { query: text })} />;
  return <BrowseLayout view={view} header={heading} />;
}

/** /search?query=…: results of the header's search bar. Nothing is searched for an empty text. */
export default function SearchPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  // The API takes at most SEARCH_QUERY_MAX_LENGTH characters; a longer text is cut, not refused.
  const text = (params.get('query') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
  if (!text) {
    return (
      <div className={styles.empty}>
        <PageHeading title={t('search.eyebrow')} description={t('search.noQuery')} />
      </div>
    );
  }
  return <SearchView key={text} text={text} />;
}
