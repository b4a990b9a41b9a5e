import { QueryClient } from '@tanstack/react-query';

/**
 * How long a page's data counts as fresh. What the server rendered the page with is not fetched
 * again on hydration, and a page visited again within this time shows at once.
 */
export const PAGE_DATA_FRESH_MS = 60_000;

/**
 * The page's one query cache in the browser (the shell creates it; a remote's standalone
 * harness and tests create their own). Failed reads are retried once; a page shows its own
 * retry notice after that.
 */
export function createPageQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: PAGE_DATA_FRESH_MS, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
