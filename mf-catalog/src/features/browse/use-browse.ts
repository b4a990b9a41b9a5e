import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type SortOption } from 'shared-contracts';
import { useSnapshot } from 'valtio';
import { useBusState, useLanguage, userIdOf } from 'remote-kit';
import {
  type BrowseQuery,
  browseQueryKey,
  fitToBounds,
  parseBrowseQuery,
  withRange,
  withSort,
  writeBrowseQuery,
} from './browse-query';
import { createFirstCallGate } from './first-call-gate';
import { toListingRequest } from './listing-request';
import { type PriceRange, priceBounds } from './price-range';
import { type BrowseLoader, browseState, loadBrowse } from './stores/browse-store';

/**
 * A listing, search or sales page: its query lives in the URL, so a reload or a shared
 * link restores the view. Range and sort changes go back to page 1 and replace the
 * history entry; paging pushes one, so Back returns to the previous page.
 */
export function useBrowse(scope: string, loader: BrowseLoader) {
  const [params, setParams] = useSearchParams();
  const language = useLanguage();
  const userId = userIdOf(useBusState('session.changed'));
  const snapshot = useSnapshot(browseState);
  const current = snapshot.scope === scope;
  const info = current ? snapshot.info : undefined;
  const bounds = useMemo(() => priceBounds(info), [info]);
  // Once the listing's bounds are known, a URL range outside them is shown, asked for and
  // written back as its part inside them (or dropped), so boxes and results agree.
  const urlQuery = useMemo(() => parseBrowseQuery(params), [params]);
  const fitted = useMemo(() => (info ? fitToBounds(urlQuery, bounds) : undefined), [info, urlQuery, bounds]);
  const query = fitted ?? urlQuery;
  const queryKey = browseQueryKey(query);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const request = toListingRequest(parseBrowseQuery(new URLSearchParams(queryKey)), { language, userId });
    void loadBrowse(loader, scope, request);
  }, [loader, scope, queryKey, language, userId, attempt]);

  const show = useCallback(
    (next: BrowseQuery | undefined) => {
      if (next) setParams((now) => writeBrowseQuery(now, next), { replace: true });
    },
    [setParams],
  );

  useEffect(() => show(fitted), [fitted, show]);

  // A page past the last (an old link, or a catalogue that shrank) shows the last page, in
  // place of a count beside an empty grid. Only the answer to this very page decides.
  const answered = current && snapshot.status === 'ready' ? snapshot.info : undefined;
  const lastPage = answered && answered.page === query.page ? answered.n_pages : undefined;
  useEffect(() => {
    if (lastPage !== undefined && query.page > lastPage) show({ ...query, page: lastPage });
  }, [lastPage, query, show]);

  const gate = useRef(createFirstCallGate());
  const onRangeChange = (range: PriceRange) => {
    if (gate.current.pass()) show(withRange(query, range, bounds));
  };
  const onSortChange = (sort: SortOption) => show(withSort(query, sort));
  const pageHref = (page: number) => `?${writeBrowseQuery(params, { ...query, page }).toString()}`;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    query,
    bounds,
    info,
    // Until the URL is fitted, the answer on hand is for the range about to be replaced.
    products: current && !fitted ? snapshot.products : [],
    status: current && !fitted ? snapshot.status : 'loading',
    onRangeChange,
    onSortChange,
    pageHref,
    retry,
  };
}

export type BrowseView = ReturnType<typeof useBrowse>;
