import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader, apiClient } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { BrowseLayout, useBrowse } from '../browse';
import { EmptySearchHead, SearchHead } from './search-head';
import { searchQuery } from './search-query';
import { searchTextOf } from './search-text';
import styles from './search-page.module.css';

function SearchView({ text }: { text: string }) {
  const { t } = useTranslation(NAMESPACE);
  const view = useBrowse((request) => searchQuery(apiClient(), text, request));
  return (
    <>
      <SearchHead text={text} query={view.query} count={view.info?.size} />
      <BrowseLayout
        view={view}
        heading={{ eyebrow: t('search.eyebrow'), title: t('search.title', { query: text }) }}
      />
    </>
  );
}

/** /search?query=…: results of the header's search bar. Nothing is searched for an empty text. */
export default function SearchPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const text = searchTextOf(params);
  if (!text) {
    return (
      <div className={styles.empty}>
        <EmptySearchHead />
        <PageHeader title={t('search.eyebrow')} intro={t('search.noQuery')} />
      </div>
    );
  }
  return <SearchView key={text} text={text} />;
}
