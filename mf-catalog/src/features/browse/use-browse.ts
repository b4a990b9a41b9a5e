import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type SortOption } from 'shared-contracts';
import { useBusState, useLanguage, userIdOf } from 'remote-kit';
import {
  type BrowseQuery,
  fitToBounds,
  otherParams,
  parseBrowseQuery,
  withRange,
  withSort,
  writeBrowseQuery,
} from './browse-query';
import { type BrowseInfo, type BrowseLookup, type BrowseResultsQuery } from './browse-results-query';
import { createFirstCallGate } from './first-call-gate';
import { type ListingRequest, toListingRequest } from './listing-request';
import { previousAnswerToKeep } from './previous-answer';
import { type PriceRange, priceBounds } from './price-range';

export type BrowseStatus = 'loading' | 'ready' | 'failed' | 'not-found';

interface ResultState {
  data: BrowseLookup | undefined;
  isPlaceholderData: boolean;
  isError: boolean;
  isFetching: boolean;
}

/** The answer to this very request decides; one kept from the previous request is still loading. */
function statusOf({ data, isPlaceholderData, isError, isFetching }: ResultState): BrowseStatus {
  if (data && !isPlaceholderData) return data.kind === 'found' ? 'ready' : 'not-found';
  return isError && !isFetching ? 'failed' : 'loading';
}

/**
 * A listing, search or sales page: its query lives in the URL, so a reload or a shared
 * link restores the view. Range and sort changes go back to page 1 and replace the
 * history entry; paging pushes one, so Back returns to the previous page. `queryFor` gives
 * the page's query for one request (docs/spec.md §7).
 */
export function useBrowse(queryFor: (request: ListingRequest) => BrowseResultsQuery) {
  const [params, setParams] = useSearchParams();
  const language = useLanguage();
  const userId = userIdOf(useBusState('session.changed'));
  // The latest answer's info: the hero, the price bounds and the pages stay while the next loads.
  const [info, setInfo] = useState<BrowseInfo>();
  const bounds = useMemo(() => priceBounds(info), [info]);
  // Once the listing's bounds are known, a URL range outside them is shown, asked for and
  // written back as its part inside them (or dropped), so boxes and results agree.
  const urlQuery = useMemo(() => parseBrowseQuery(params), [params]);
  const fitted = useMemo(() => (info ? fitToBounds(urlQuery, bounds) : undefined), [info, urlQuery, bounds]);
  const query = fitted ?? urlQuery;

  const result = useQuery({
    ...queryFor(toListingRequest(query, { language, userId })),
    placeholderData: previousAnswerToKeep,
  });
  const answer = result.data?.kind === 'found' ? result.data.data : undefined;
  // Taken while rendering (React's way to keep what an earlier render saw): the next request
  // depends on the bounds, and the server's render must reach the same one.
  if (answer && answer.info !== info) setInfo(answer.info);
  // Until the URL is fitted, the answer on hand is for the range about to be replaced.
  const fitting =
    fitted !== undefined ||
    (answer !== undefined && fitToBounds(query, priceBounds(answer.info)) !== undefined);
  const status = fitting ? 'loading' : statusOf(result);

  const show = useCallback(
    (next: BrowseQuery | undefined) => {
      if (next) setParams((now) => writeBrowseQuery(now, next), { replace: true });
    },
    [setParams],
  );

  useEffect(() => show(fitted), [fitted, show]);

  // A page past the last (an old link, or a catalogue that shrank) shows the last page, in
  // place of a count beside an empty grid. Only the answer to this very page decides.
  const answered = status === 'ready' ? answer?.info : undefined;
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
  const { refetch } = result;
  const retry = useCallback(() => void refetch(), [refetch]);

  return {
    query,
    /** The URL's parameters the filter form sends again as they are (search's `query`). */
    carried: otherParams(params),
    bounds,
    info,
    products: !fitting && answer ? answer.products : [],
    status,
    onRangeChange,
    onSortChange,
    pageHref,
    retry,
  };
}

export type BrowseView = ReturnType<typeof useBrowse>;
