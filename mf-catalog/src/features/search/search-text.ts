import { SEARCH_QUERY_MAX_LENGTH } from 'shared-contracts';

/**
 * The text searched for, from the URL's `query`: trimmed, and cut to the API's
 * SEARCH_QUERY_MAX_LENGTH characters rather than refused. Empty means nothing is searched.
 */
export function searchTextOf(params: URLSearchParams): string {
  return (params.get('query') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}
