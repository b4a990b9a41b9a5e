import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, type PageHeaderProps, Pagination, buttonStyles, useKeepEarlyInput } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import scripting from '../../../shared/scripting.module.css';
import { type BrowseView } from '../use-browse';
import { BrowseResults } from './browse-results';
import { PriceFilter } from './price-filter';
import { SortSelect } from './sort-select';
import styles from './browse-layout.module.css';

type BrowseLayoutProps = { view: BrowseView } & (
  | {
      /** A listing's hero, the page's whole width above the results. */
      hero: ReactNode;
      heading?: never;
    }
  | {
      /** The page header of search and sales, above the results in their column. */
      heading: PageHeaderProps;
      hero?: never;
    }
);

/**
 * The shared layout of listings, search and sales: filter, count, sort, grid, pages. Filter
 * and sort are a GET form with the parameters the page reads, sent by its Apply button in a
 * browser without scripts; with them, each applies as it changes and the form is never sent.
 * Pages are links, keeping the sort and the range.
 */
export function BrowseLayout({ view, hero, heading }: BrowseLayoutProps) {
  const { t } = useTranslation(NAMESPACE);
  const { info, query } = view;
  const toolbar = useRef<HTMLFormElement>(null);
  useKeepEarlyInput(toolbar);

  // A new page of results starts at the top, as a new page of a catalogue would.
  const shownPage = useRef(query.page);
  useEffect(() => {
    if (shownPage.current !== query.page) window.scrollTo({ top: 0 });
    shownPage.current = query.page;
  }, [query.page]);

  return (
    <div className={styles.page}>
      {hero}
      <div className={styles.body}>
        {heading && <PageHeader {...heading} className={styles.heading} />}
        <form
          ref={toolbar}
          method="get"
          className={styles.toolbar}
          onSubmit={(event) => event.preventDefault()}
        >
          {view.carried.map(([name, value], index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ))}
          <div className={styles.filter}>
            <PriceFilter bounds={view.bounds} value={query.range} onRangeChange={view.onRangeChange} />
          </div>
          <div className={styles.meta}>
            <p className={styles.count} aria-live="polite">
              {info && view.status === 'ready' ? t('browse.count', { count: info.size }) : '\u00a0'}
            </p>
            <SortSelect value={query.sort} onChange={view.onSortChange} />
            <div className={scripting.withoutScript}>
              <button type="submit" className={buttonStyles.secondary}>
                {t('filter.apply')}
              </button>
            </div>
          </div>
        </form>
        <BrowseResults view={view} />
        {info && (
          <Pagination
            page={query.page}
            pageCount={info.n_pages}
            pageHref={view.pageHref}
            label={t('pagination.label')}
            className={styles.pagination}
          />
        )}
      </div>
    </div>
  );
}
