import { type QueryClient } from '@tanstack/react-query';
import { type Params, type RouteObject, matchRoutes } from 'react-router-dom';
import {
  type HttpClient,
  type Language,
  ProductIdSchema,
  ROUTES,
  TypeProductsParamsSchema,
} from 'shared-contracts';
import { type PagePrefetchContext, type PrefetchOutcome, serverApiClient } from 'remote-kit';
import { firstListingRequest } from '../features/browse';
import { COLLECTION_KEYS, collectionQuery, collectionSlug } from '../features/collections';
import { findCollectionKey } from '../features/collections/collection-slugs';
import { typeProductsQuery } from '../features/listing/type-products-query';
import { productQuery } from '../features/product/product-query';
import { salesQuery } from '../features/sales/sales-query';
import { searchQuery } from '../features/search/search-query';
import { searchTextOf } from '../features/search/search-text';

/** A page the server renders, as its prefetch sees it. */
interface PageRequest {
  params: Params;
  search: URLSearchParams;
  language: Language;
  client: HttpClient;
  queryClient: QueryClient;
}

/** A page's load says so when the address names nothing (a malformed id or name, an unknown collection). */
const NOTHING_HERE = 'nothing-here';

type PageRoute = RouteObject & { path: string; load: (page: PageRequest) => Promise<unknown> };

// The server renders for any visitor: no customer (id_user), as the browser's first render
// of the page (the session reads as unknown while the page hydrates).
const visitor = (language: Language) => ({ language, userId: undefined });

/**
 * What each catalogue page reads at its first render, by the same query definitions and as the
 * page reads its URL, so the browser finds it in the cache. A malformed id or name loads
 * nothing (the page goes to /error); the wishlist is the visitor's own and loads nothing.
 */
const PAGES: PageRoute[] = [
  {
    path: ROUTES.home,
    load: ({ language, client, queryClient }) =>
      Promise.all(
        COLLECTION_KEYS.map((key) =>
          queryClient.prefetchQuery(collectionQuery(client, collectionSlug(key, language), language)),
        ),
      ),
  },
  {
    path: ROUTES.collection,
    load: async ({ params, language, client, queryClient }) => {
      const key = findCollectionKey(params.slug ?? '');
      if (!key) return NOTHING_HERE;
      await queryClient.prefetchQuery(collectionQuery(client, collectionSlug(key, language), language));
    },
  },
  {
    path: ROUTES.typeProducts,
    load: async ({ params, search, language, client, queryClient }) => {
      const name = params.name ?? '';
      if (!TypeProductsParamsSchema.safeParse({ name }).success) return NOTHING_HERE;
      const request = firstListingRequest(search, visitor(language));
      await queryClient.prefetchQuery(typeProductsQuery(client, name, request));
    },
  },
  {
    path: ROUTES.product,
    load: async ({ params, language, client, queryClient }) => {
      const productId = ProductIdSchema.safeParse(params.productId);
      if (!productId.success) return NOTHING_HERE;
      await queryClient.prefetchQuery(
        productQuery(client, { productId: productId.data, ...visitor(language) }),
      );
    },
  },
  {
    path: ROUTES.search,
    load: async ({ search, language, client, queryClient }) => {
      const text = searchTextOf(search);
      if (!text) return;
      await queryClient.prefetchQuery(
        searchQuery(client, text, firstListingRequest(search, visitor(language))),
      );
    },
  },
  {
    path: ROUTES.sales,
    load: ({ search, language, client, queryClient }) =>
      queryClient.prefetchQuery(salesQuery(client, firstListingRequest(search, visitor(language)))),
  },
];

/** Whether a read of the page found that what it shows does not exist (the API's 404, as query data). */
function readNothing(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => (query.state.data as { kind?: string } | undefined)?.kind === 'not-found');
}

/**
 * The catalogue's `./prefetch` (a RemotePrefetchModule, in its server build): loads what the
 * page at `context.url` shows into the request's query cache before the server renders it, and
 * says whether the page shows nothing (the browser would go to /error: the server answers 404).
 * A path it does not know loads nothing; a failed read is left out, and the browser fetches it.
 */
export async function prefetch(context: PagePrefetchContext): Promise<PrefetchOutcome> {
  const [match] = matchRoutes(PAGES, context.url.pathname) ?? [];
  if (!match) return { notFound: false };
  const loaded = await match.route.load({
    params: match.params,
    search: context.url.searchParams,
    language: context.language,
    // The page's budget stops every call (serverApiClient adds it to each call's own signal).
    client: serverApiClient(context.apiBaseUrl, context.language, context.signal),
    queryClient: context.queryClient,
  });
  return { notFound: loaded === NOTHING_HERE || readNothing(context.queryClient) };
}
