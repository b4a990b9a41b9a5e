import { useTranslation } from 'react-i18next';
import { ROUTES } from 'shared-contracts';
import { PageHead } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { type BrowseQuery, browseCanonicalPath } from '../browse';

/** Search without a text: a page that invites to search. */
export function EmptySearchHead() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageHead
      title={t('head.search.title')}
      description={t('head.search.description')}
      canonicalPath={ROUTES.search}
    />
  );
}

interface SearchHeadProps {
  /** The text searched for, as the page searches it (trimmed and cut). */
  text: string;
  query: BrowseQuery;
  /** The number of products found, once known. */
  count: number | undefined;
}

/**
 * Search results' head: the text in the title and the description, with the number of products
 * once known. Canonical: the text, and the page, range and sort when they are not the defaults.
 */
export function SearchHead({ text, query, count }: SearchHeadProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageHead
      title={t('search.title', { query: text })}
      description={t('head.search.results', count === undefined ? { query: text } : { query: text, count })}
      canonicalPath={browseCanonicalPath(ROUTES.search, query, { query: text })}
    />
  );
}
