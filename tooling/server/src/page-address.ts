/**
 * The one address of a page whose address ends in a slash (`/products/3/` → `/products/3`),
 * its query kept; undefined for an address that is already its own. Leading slashes collapse
 * to one, so the answer is always a path of this shop (never `//host`, another site).
 */
export function withoutTrailingSlash(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (pathname === '/' || !pathname.endsWith('/')) return undefined;
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  return `/${pathname.replace(/^\/+/, '').replace(/\/+$/, '')}${query}`;
}
