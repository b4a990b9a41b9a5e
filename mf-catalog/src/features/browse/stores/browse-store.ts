import {
  type ApiResult,
  type ListingInfo,
  type ProductSummary,
  type QueryValues,
  type SearchInfo,
} from 'shared-contracts';
import { proxy } from 'valtio/vanilla';

/** Info of a listing (with its name and hero) or of search and sales results. */
export type BrowseInfo = SearchInfo & Partial<Pick<ListingInfo, 'name_show' | 'image'>>;

export interface BrowseAnswer {
  products: ProductSummary[];
  info: BrowseInfo;
}

/** Calls the API for one page of a listing, search or sales result. */
export type BrowseLoader = (request: QueryValues, signal: AbortSignal) => Promise<ApiResult<BrowseAnswer>>;

export type BrowseStatus = 'loading' | 'ready' | 'failed' | 'not-found';

interface BrowseState {
  /** What is browsed, such as 'type:vases', 'search:lámpara' or 'sales'. */
  scope: string;
  status: BrowseStatus;
  products: ProductSummary[];
  info: BrowseInfo | undefined;
}

/** The listing, search or sales page on screen (one at a time). */
export const browseState = proxy<BrowseState>({
  scope: '',
  status: 'loading',
  products: [],
  info: undefined,
});

let inFlight: AbortController | undefined;

/**
 * Loads one page. A newer load supersedes (and aborts) an older one, whose answer is then
 * dropped. The info of the same scope stays while its next page loads, so the price
 * slider and the hero do not jump; a failure just stops the loading.
 */
export async function loadBrowse(loader: BrowseLoader, scope: string, request: QueryValues): Promise<void> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  if (browseState.scope !== scope) {
    browseState.scope = scope;
    browseState.info = undefined;
    browseState.products = [];
  }
  browseState.status = 'loading';

  const result = await loader(request, controller.signal);
  if (inFlight !== controller) return;
  inFlight = undefined;

  if (result.kind === 'ok') {
    browseState.products = result.data.products;
    browseState.info = result.data.info;
    browseState.status = 'ready';
  } else {
    browseState.status = result.kind === 'errors' && result.status === 404 ? 'not-found' : 'failed';
  }
}
