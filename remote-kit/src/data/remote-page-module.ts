import { type QueryClient } from '@tanstack/react-query';
import { type ComponentType } from 'react';
import { type Language } from 'shared-contracts';

/** What the server tells a remote's routes module about the page it renders. */
export interface PagePrefetchContext {
  /** The page's address (path and query) as the visitor asked for it. */
  url: URL;
  language: Language;
  /** The request's own query cache: what is in it is rendered, then written into the page. */
  queryClient: QueryClient;
  /** The API's absolute base, ending in /api, for calls made on the server. */
  apiBaseUrl: string;
  /** Aborted when the server's budget for the page runs out: stop fetching. */
  signal: AbortSignal;
}

/** The shape of every remote's `./routes` module, in the browser and in its server build. */
export interface RemoteRoutesModule {
  default: ComponentType;
}

/**
 * What a remote's prefetch found out about the page: `notFound` when the thing it shows does
 * not exist (an unknown product, category or collection): the server answers 404 with the
 * shop's error page, where the browser would go to /error.
 */
export interface PrefetchOutcome {
  notFound: boolean;
}

/**
 * The shape of a remote's `./prefetch` module, exposed by its server build only: fetches what
 * the page at `context.url` reads into the request's query cache before the page renders. It
 * uses the same query definitions as the pages' `useQuery` in the browser, so what the server
 * loaded is not fetched again on hydration. A path it does not know fetches nothing.
 */
export interface RemotePrefetchModule {
  prefetch: (context: PagePrefetchContext) => Promise<PrefetchOutcome | void>;
}
