// Tests only: what the server does for a catalogue page before it renders it.
import { type QueryClient } from '@tanstack/react-query';
import { type Language } from 'shared-contracts';
import { type FakeApi, prefetchOnTheServer as prefetchWith } from 'remote-kit/testing';
import { prefetch } from '../exposes/prefetch';

export { SERVER_API_BASE } from 'remote-kit/testing';

/** The catalogue's prefetch for `url` into a request's query cache, its calls answered by `api`. */
export const prefetchOnTheServer = (
  api: FakeApi,
  url: string,
  language: Language,
  signal?: AbortSignal,
): Promise<QueryClient> => prefetchWith(prefetch, api, url, language, signal);
