import { type QueryClient, hydrate } from '@tanstack/react-query';

/** The id of the JSON data block holding the query cache the server rendered the page with. */
export const PAGE_DATA_ID = 'shop-page-data';

/**
 * Puts what the server loaded for this page into the browser's query cache, once: the block is
 * removed, so a later read (another page of the same visit) never sees stale server data.
 * A missing or broken block hydrates nothing, and the pages fetch their data themselves.
 */
export function hydratePageData(queryClient: QueryClient, page: Document = document): void {
  const element = page.getElementById(PAGE_DATA_ID);
  if (!element) return;
  element.remove();
  try {
    hydrate(queryClient, JSON.parse(element.textContent ?? 'null'));
  } catch (error) {
    console.warn('[page-data] the page’s server data could not be read', error);
  }
}
