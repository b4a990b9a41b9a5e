import { type Language, type QueryValues, apiLanguage, toApiSort } from 'shared-contracts';
import { type BrowseQuery, parseBrowseQuery } from './browse-query';

export interface RequestContext {
  language: Language;
  /** The signed-in customer, sent as id_user; undefined for a visitor. */
  userId: number | undefined;
}

/**
 * The query of a listing, search or sales call (SPEC.md §7): id_user when logged in,
 * page, price_min and price_max both or neither, sort_by name or price with ascending
 * (neither for best selling), language es or en.
 */
export function toListingRequest(query: BrowseQuery, context: RequestContext): QueryValues {
  const sort = toApiSort(query.sort);
  return {
    id_user: context.userId,
    page: query.page,
    price_min: query.range?.min,
    price_max: query.range?.max,
    sort_by: sort?.sort_by,
    ascending: sort?.ascending,
    language: apiLanguage(context.language),
  };
}

/** The request a listing, search or sales page makes at its first render, read from its URL. */
export function firstListingRequest(params: URLSearchParams, context: RequestContext): QueryValues {
  return toListingRequest(parseBrowseQuery(params), context);
}
