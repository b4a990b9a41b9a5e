import { type QueryClient } from '@tanstack/react-query';
import { type Language } from 'shared-contracts';
import { type RemotePrefetchModule } from '../data/remote-page-module';
import { createServerQueryClient } from '../server/create-server-query-client';
import { type FakeApi } from './fake-api';

/** The API base a test's server prefetch calls (answered by the fake API). */
export const SERVER_API_BASE = 'http://shop.test/api';

/**
 * What the server does for a remote's page before rendering it: the remote's `prefetch` for
 * `url` into a request's query cache, its calls answered by `api` (the server's client calls
 * the global fetch, swapped for the fake's meanwhile).
 */
export async function prefetchOnTheServer(
  prefetch: RemotePrefetchModule['prefetch'],
  api: FakeApi,
  url: string,
  language: Language,
  signal: AbortSignal = new AbortController().signal,
): Promise<QueryClient> {
  const queryClient = createServerQueryClient();
  const realFetch = globalThis.fetch;
  globalThis.fetch = api.fetch;
  try {
    await prefetch({
      url: new URL(url, 'http://shop.test'),
      language,
      queryClient,
      apiBaseUrl: SERVER_API_BASE,
      signal,
    });
  } finally {
    globalThis.fetch = realFetch;
  }
  return queryClient;
}
