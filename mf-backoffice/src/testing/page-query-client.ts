// Tests only: the query cache as the shell gives it to the page.
import { type QueryClient } from '@tanstack/react-query';
import { createPageQueryClient } from 'remote-kit';

/** The page's query cache (data fresh for a while), whose failed reads fail at once. */
export function pageQueryClient(): QueryClient {
  const queryClient = createPageQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return queryClient;
}
