import { QueryClient } from '@tanstack/react-query';

/**
 * A query cache for one server render: never retried (the page's time budget is short, and
 * the browser fetches what failed), never refetched or collected while the page renders.
 */
export function createServerQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
}
