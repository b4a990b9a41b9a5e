import { type QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { createPageQueryClient, hydratePageData } from 'remote-kit';
import { pageDataBlock } from 'remote-kit/server';
import { type FakeApi, productDetail, renderRemote, reply } from 'remote-kit/testing';
import { type Language, getProductCall } from 'shared-contracts';
import { catalogApi } from '../testing/catalog-api';
import { pageHeadApi } from '../testing/page-head-cases';
import { prefetchOutcome, prefetchOnTheServer as prefetchWith } from '../testing/server-prefetch';
import CatalogRoutes from './routes';

let api: FakeApi;

beforeEach(() => {
  api = catalogApi();
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

const prefetchOnTheServer = (url: string, language: Language = 'en-US', signal?: AbortSignal) =>
  prefetchWith(api, url, language, signal);

/** What the browser does with it: the page's data block hydrates its own cache. */
function hydrateInTheBrowser(server: QueryClient): QueryClient {
  document.body.innerHTML = pageDataBlock(server);
  const browser = createPageQueryClient();
  hydratePageData(browser);
  return browser;
}

/** The page rendered in the browser on the server's data: it asks the API nothing more. */
async function openPrefetched(url: string, language: Language = 'en-US') {
  const server = await prefetchOnTheServer(url, language);
  const asked = api.calls.map((call) => `${call.path}?${call.query}`);
  renderRemote(<CatalogRoutes />, { url, language, api, queryClient: hydrateInTheBrowser(server) });
  return {
    asked,
    askedSince: async () => {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      return api.calls.slice(asked.length).map((call) => `${call.path}?${call.query}`);
    },
  };
}

describe('prefetch: the server loads what the page reads first, and the browser asks nothing again', () => {
  it('/ loads the four collections', async () => {
    const { asked, askedSince } = await openPrefetched('/');
    expect(asked).toEqual([
      '/collections/furnitures?language=en',
      '/collections/decor?language=en',
      '/collections/lamps?language=en',
      '/collections/accessories?language=en',
    ]);
    expect(await screen.findByRole('link', { name: 'Trays' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('tile-skeleton')).toEqual([]);
    expect(await askedSince()).toEqual([]);
  });

  it('/collections/{slug} loads the collection in the page’s language, by either slug', async () => {
    const { asked, askedSince } = await openPrefetched('/collections/lamps', 'es-ES');
    expect(asked).toEqual(['/collections/lamparas?language=es']);
    expect(await screen.findByRole('link', { name: 'Apliques' })).toBeInTheDocument();
    expect(await askedSince()).toEqual([]);
  });

  it('/type_products/{name} loads the page, sort and range of the URL', async () => {
    const { asked, askedSince } = await openPrefetched(
      '/type_products/vases?page=2&sort_by=price_desc&price_min=40&price_max=120',
    );
    expect(asked).toEqual([
      '/type_products/vases?page=2&price_min=40&price_max=120&sort_by=price&ascending=false&language=en',
    ]);
    expect(await screen.findByText('45 products')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(await askedSince()).toEqual([]);
  });

  it('/products/{id} loads the product', async () => {
    const { asked, askedSince } = await openPrefetched('/products/12');
    expect(asked).toEqual(['/products/12?language=en']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Arco floor lamp' })).toBeInTheDocument();
    expect(await askedSince()).toEqual([]);
  });

  it('/search loads the results for the text as the page cuts it', async () => {
    const { asked, askedSince } = await openPrefetched(
      `/search?query=%20${'a'.repeat(120)}&sort_by=name_asc`,
    );
    expect(asked).toEqual([
      `/search?page=1&sort_by=name&ascending=true&language=en&query=${'a'.repeat(100)}`,
    ]);
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    expect(await askedSince()).toEqual([]);
  });

  it('/sales loads the sales with the URL’s range', async () => {
    const { asked, askedSince } = await openPrefetched('/sales?price_min=30&price_max=80');
    expect(asked).toEqual(['/sales?page=1&price_min=30&price_max=80&language=en']);
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    expect(await askedSince()).toEqual([]);
  });

  it('/wishlist loads nothing: the list is the visitor’s own', async () => {
    const { asked, askedSince } = await openPrefetched('/wishlist');
    expect(asked).toEqual([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(await askedSince()).toEqual([]);
  });
});

describe('prefetch loads nothing where the page asks nothing', () => {
  it.each([
    '/products/abc',
    '/products',
    '/type_products/a/b',
    `/type_products/${'a'.repeat(101)}`,
    '/collections/jardin',
    '/search?query=%20%20',
    '/error',
    '/cart',
  ])('%s', async (url) => {
    const server = await prefetchOnTheServer(url);
    expect(api.calls).toEqual([]);
    expect(server.getQueryCache().getAll()).toEqual([]);
  });
});

describe('prefetch tells the server when the address names nothing (it answers 404)', () => {
  // pageHeadApi: products 12 and 7 and category 'tablelamps' exist, no other product or category.
  it.each([
    ['an unknown product', '/products/999'],
    ['a malformed product id', '/products/abc'],
    ['a product id the API refuses', '/products/0'],
    ['an unknown collection', '/collections/jardin'],
    ['an unknown category', '/type_products/nothing'],
    ['a category name the API refuses (too long)', `/type_products/${'a'.repeat(101)}`],
    ['a category name of spaces', '/type_products/%20%20'],
  ])('%s: %s', async (_, url) => {
    for (const language of ['es-ES', 'en-US'] as const) {
      expect(await prefetchOutcome(pageHeadApi(), url, language)).toEqual({ notFound: true });
    }
  });

  it.each([
    ['the home', '/'],
    ['a collection by its Spanish slug', '/collections/lamparas'],
    ['a collection by its English slug', '/collections/lamps?utm_source=newsletter'],
    ['a category', '/type_products/tablelamps?page=2&sort_by=price_desc&price_min=40&price_max=120'],
    // Malformed listing values read as their defaults: the page shows the category's first page.
    ['a category with malformed values', '/type_products/tablelamps?page=abc&sort_by=cheapest&price_min=-3'],
    ['a product', '/products/12'],
    ['a search', '/search?query=lamp'],
    ['a search without text', '/search'],
    ['the sales', '/sales?price_min=30&price_max=80'],
    ['the wishlist', '/wishlist'],
    ['an address that is not the catalogue’s', '/cart'],
  ])('not %s: %s', async (_, url) => {
    expect(await prefetchOutcome(pageHeadApi(), url, 'es-ES')).toEqual({ notFound: false });
  });
});

describe('prefetch on a failure', () => {
  it('leaves a failed read to the browser, which fetches it', async () => {
    let down = true;
    api.on(getProductCall, ({ params }) => (down ? reply.raw(503, 'down') : productDetail(params.id)));
    const server = await prefetchOnTheServer('/products/12');
    const browser = hydrateInTheBrowser(server);
    expect(browser.getQueryCache().getAll()).toEqual([]);
    down = false;
    renderRemote(<CatalogRoutes />, { url: '/products/12', language: 'en-US', api, queryClient: browser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jarrón 12' })).toBeInTheDocument();
    expect(api.callsOf(getProductCall)).toHaveLength(2);
  });

  it('stops when the page’s budget runs out: every call carries its signal', async () => {
    const budget = new AbortController();
    budget.abort();
    const server = await prefetchOnTheServer('/', 'en-US', budget.signal);
    expect(api.calls).toHaveLength(4);
    expect(
      server
        .getQueryCache()
        .getAll()
        .map((query) => query.state.status),
    ).toEqual(['error', 'error', 'error', 'error']);
  });
});
