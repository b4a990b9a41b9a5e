import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiClient, buttonStyles, LoadFailure, Pagination, useLanguage, useSubmission } from 'remote-kit';
import { FormAlert, FormStatus } from 'remote-kit/form';
import { BULK_IDS_MAX, type BulkSelection, apiLanguage, exportPricesCall } from 'shared-contracts';
import { NAMESPACE } from '../../i18n';
import { BackofficePage } from '../../shared/layout/backoffice-page';
import { EmptyNotice, Loading } from '../../shared/layout/load-state';
import { useStaffUserId } from '../../shared/staff/staff-session';
import { BulkBar } from './components/bulk-bar';
import { PricePanel } from './components/price-panel';
import { PricesFilters } from './components/prices-filters';
import { PricesTable } from './components/prices-table';
import { downloadCsv } from './download-csv';
import { type PricesQuery, filterOf, isFiltered, pricesHref, readPricesQuery } from './prices-query';
import { priceListQuery } from './queries/price-list-query';
import styles from './prices-page.module.css';

/** The products picked one by one, or every product matching the filter. */
type Selected = ReadonlySet<number> | 'all';

/** Whether a cached list's view (the last part of its key) lists the same products in the same order. */
function sameView(view: unknown, query: PricesQuery): boolean {
  const { page: _page, ...previous } = (view ?? {}) as Partial<PricesQuery> & { language?: string };
  const { page: _current, product: _product, ...current } = query;
  return Object.entries(current).every(([key, value]) => previous[key as keyof typeof previous] === value);
}

function PricesList({ userId, query }: { userId: number; query: PricesQuery }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const exporting = useSubmission();
  const [selected, setSelected] = useState<Selected>(new Set());
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; message: string }>();
  // Paging keeps the page on screen while the next one loads; another filter shows loading.
  const list = useQuery({
    ...priceListQuery(apiClient(), { userId, query, language: apiLanguage(language) }),
    placeholderData: (previous, previousQuery) =>
      sameView(previousQuery?.queryKey.at(-1), query) ? keepPreviousData(previous) : undefined,
  });

  const onSelect = (ids: readonly number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current === 'all' ? [] : current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const exportCsv = () =>
    void exporting.submit(async () => {
      setNotice(undefined);
      // Through the kit's client, not a link: it carries the staff Bearer token, and a 401
      // ends the session as any other call's.
      const result = await apiClient().call(exportPricesCall, {
        query: {
          user_id: userId,
          ...filterOf(query),
          sort: query.sort,
          dir: query.dir,
          language: apiLanguage(language),
        },
      });
      if (result.kind === 'ok') downloadCsv(result.data, t('prices.exportFile'));
      else
        setNotice({
          tone: 'error',
          message: t(result.kind === 'network-error' ? 'shared.connectionError' : 'prices.exportError'),
        });
    });

  if (list.isError && !list.isFetching)
    return <LoadFailure message={t('prices.list.loadError')} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Loading />;
  const { products, info } = list.data;
  const count = selected === 'all' ? info.size : selected.size;
  const pageAllSelected =
    products.length > 0 && products.every((p) => selected === 'all' || selected.has(p.id));
  const selection: BulkSelection | undefined =
    selected === 'all'
      ? { kind: 'filter', filter: filterOf(query) }
      : selected.size > 0 && selected.size <= BULK_IDS_MAX
        ? { kind: 'ids', ids: [...selected] }
        : undefined;

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {t('prices.count', { count: info.size })}
        </p>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={exporting.pending}
          aria-busy={exporting.pending || undefined}
          onClick={exportCsv}
        >
          {exporting.pending ? t('prices.exporting') : t('prices.exportCsv')}
        </button>
      </div>
      {notice?.tone === 'error' && <FormAlert tone="error">{notice.message}</FormAlert>}
      <FormStatus message={notice?.tone === 'success' ? notice.message : undefined} />
      {count > 0 && (
        <section
          className={styles.selection}
          aria-label={t('prices.bulk.label')}
          data-testid="prices-bulk-bar"
        >
          <div className={styles.selectionLine}>
            <p className={styles.selected}>
              {selected === 'all'
                ? t('prices.selection.allMatching', { count })
                : t('prices.selection.count', { count })}
            </p>
            {selected !== 'all' && pageAllSelected && info.size > products.length && (
              <button type="button" className={buttonStyles.secondary} onClick={() => setSelected('all')}>
                {t('prices.selection.selectAllMatching', { count: info.size })}
              </button>
            )}
            <button type="button" className={buttonStyles.secondary} onClick={() => setSelected(new Set())}>
              {t('prices.selection.clear')}
            </button>
          </div>
          {selection ? (
            <BulkBar
              userId={userId}
              selection={selection}
              onApplied={(applied) => {
                setSelected(new Set());
                setNotice({ tone: 'success', message: t('prices.confirm.applied', { count: applied }) });
              }}
            />
          ) : (
            <p>{t('prices.selection.tooMany', { max: BULK_IDS_MAX })}</p>
          )}
        </section>
      )}
      {products.length === 0 ? (
        <EmptyNotice>{isFiltered(query) ? t('prices.list.noMatch') : t('prices.list.empty')}</EmptyNotice>
      ) : (
        <PricesTable
          products={products}
          selected={selected}
          onSelect={onSelect}
          editHref={(id) => pricesHref({ ...query, product: id })}
          openId={query.product}
        />
      )}
      <Pagination
        page={query.page}
        pageCount={info.n_pages}
        pageHref={(page) => pricesHref({ ...query, page })}
        label={t('prices.list.pages')}
        className={styles.pagination}
      />
    </>
  );
}

/**
 * /backoffice/prices (issue 28): every product's list price, discount and stock, 50 a page,
 * searched, filtered and sorted (the view lives in the URL); one product edited in a side
 * panel (?product=id) with the storefront's preview and its history; many changed at once
 * after a preview; the filtered list exported as CSV.
 */
export default function PricesPage() {
  const { t } = useTranslation(NAMESPACE);
  const userId = useStaffUserId();
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => readPricesQuery(search), [search]);
  if (userId === undefined) return null;
  const filterKey = JSON.stringify({ ...filterOf(query), sort: query.sort, dir: query.dir });

  return (
    <BackofficePage title={t('prices.title')} intro={t('prices.intro')}>
      <PricesFilters key={`${query.search}\n${filterKey}`} query={query} userId={userId} />
      {/* Keyed by the staff member and the filter: a selection never outlives the products it was made among. */}
      <PricesList key={`${userId}\n${JSON.stringify(filterOf(query))}`} userId={userId} query={query} />
      {query.product !== undefined && (
        <PricePanel
          key={query.product}
          userId={userId}
          id={query.product}
          onClose={() => navigate(pricesHref({ ...query, product: undefined }))}
        />
      )}
    </BackofficePage>
  );
}
