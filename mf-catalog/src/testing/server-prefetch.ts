// Tests only: what the server does for a catalogue page before it renders it.
import { type QueryClient } from '@tanstack/react-query';
import { type Language } from 'shared-contracts';
import { type PrefetchOutcome } from 'remote-kit';
import { createServerQueryClient } from 'remote-kit/server';
import { type FakeApi, SERVER_API_BASE, prefetchOnTheServer as prefetchWith } from 'remote-kit/testing';
import { prefetch } from '../exposes/prefetch';

export { SERVER_API_BASE } from 'remote-kit/testing';

/** The catalogue's prefetch for `url` into a request's query cache, its calls answered by `api`. */
export const prefetchOnTheServer = (
  api: FakeApi,
  url: string,
  language: Language,
  signal?: AbortSignal,
): Promise<QueryClient> => prefetchWith(prefetch, api, url, language, signal);

/** What the catalogue's prefetch tells the server of `url` (whether it shows nothing: a 404). */
export async function prefetchOutcome(
  api: FakeApi,
  url: string,
  language: Language,
): Promise<PrefetchOutcome> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = api.fetch;
  try {
    return await prefetch({
      url: new URL(url, 'http://shop.test'),
      language,
      queryClient: createServerQueryClient(),
      apiBaseUrl: SERVER_API_BASE,
      signal: new AbortController().signal,
    });
  } finally {
    globalThis.fetch = realFetch;
  }
}
