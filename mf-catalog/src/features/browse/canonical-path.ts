import { type BrowseQuery, writeBrowseQuery } from './browse-query';

/**
 * A listing's, search's or sales' canonical address: its path, the page's own parameters
 * (search's `query`) and, from the parsed browse query, only what changes what it shows: a
 * price range, a sort other than best selling, a page after the first. Anything else the
 * visitor's URL carried (utm_*, fbclid, lang, malformed values) never reaches it.
 */
export function browseCanonicalPath(
  path: string,
  query: BrowseQuery,
  own: Readonly<Record<string, string>> = {},
): string {
  const search = writeBrowseQuery(new URLSearchParams(own), query).toString();
  return search ? `${path}?${search}` : path;
}
