import {
  type ApiSort,
  type CallInput,
  type Language,
  type getSalesCall,
  apiLanguage,
  toApiSort,
} from 'shared-contracts';
import { type BrowseQuery, parseBrowseQuery } from './browse-query';

/** The query of the listing and sales calls as their contract takes it (search adds its text). */
type ListingCallQuery = CallInput<typeof getSalesCall>['query'];

/** T, once it names only fields of Contract, each of a type Contract takes. */
type Within<Contract, T extends { [K in keyof T]: K extends keyof Contract ? Contract[K] : never }> = T;

/**
 * The query of a listing, search or sales call (docs/spec.md §7): id_user when logged in,
 * page, price_min and price_max both or neither, sort_by name or price with ascending
 * (neither for best selling), language es or en. A type rather than an interface, so it is
 * QueryValues too (toQueryString writes it).
 */
export type ListingRequest = Within<
  ListingCallQuery,
  {
    id_user?: number | undefined;
    page: number;
    price_min?: number | undefined;
    price_max?: number | undefined;
    sort_by?: ApiSort['sort_by'] | undefined;
    /** As the query string writes it: the contract reads 'true' or 'false' (z.stringbool). */
    ascending?: `${boolean}` | undefined;
    language: ReturnType<typeof apiLanguage>;
  }
>;

export interface RequestContext {
  language: Language;
  /** The signed-in customer, sent as id_user; undefined for a visitor. */
  userId: number | undefined;
}

/** The call's query for a browse query; its fields go to the URL in this order. */
export function toListingRequest(query: BrowseQuery, context: RequestContext): ListingRequest {
  const sort = toApiSort(query.sort);
  return {
    id_user: context.userId,
    page: query.page,
    price_min: query.range?.min,
    price_max: query.range?.max,
    sort_by: sort?.sort_by,
    ascending: sort ? `${sort.ascending}` : undefined,
    language: apiLanguage(context.language),
  };
}

/** The request a listing, search or sales page makes at its first render, read from its URL. */
export function firstListingRequest(params: URLSearchParams, context: RequestContext): ListingRequest {
  return toListingRequest(parseBrowseQuery(params), context);
}
