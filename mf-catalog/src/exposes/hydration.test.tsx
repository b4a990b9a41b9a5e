// A server-rendered catalogue page hydrates as the server rendered it, on the server's data:
// the visitor's own state (session, cart, wishlist, layout, viewed products) waits for the
// render after hydration, and nothing the server loaded is fetched again.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { type Root, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { type Bus, ROUTES, createBus, getBus } from 'shared-contracts';
import { BusProvider, createPageQueryClient, hydratePageData } from 'remote-kit';
import { pageDataBlock } from 'remote-kit/server';
import { type FakeApi, installApi, productDetail, productSummary, setTestLanguage } from 'remote-kit/testing';
import CollectionPage from '../features/collections/collection-page';
import HomePage from '../features/home/home-page';
import ListingPage from '../features/listing/listing-page';
import ProductPage from '../features/product/product-page';
import { rememberViewedProduct } from '../features/product/viewed-products-cache';
import SalesPage from '../features/sales/sales-page';
import SearchPage from '../features/search/search-page';
import { setWishlistItems } from '../features/wishlist';
import WishlistPage from '../features/wishlist-page/wishlist-page';
import { toProductBrief } from '../shared/product-brief';
import { catalogApi } from '../testing/catalog-api';
import { prefetchOnTheServer } from '../testing/server-prefetch';

// The pages themselves, not their lazy chunks: the server has them all in place before it answers.
function CatalogPages() {
  return (
    <Routes>
      <Route path={ROUTES.home} element={<HomePage />} />
      <Route path={ROUTES.collection} element={<CollectionPage />} />
      <Route path={ROUTES.typeProducts} element={<ListingPage />} />
      <Route path={ROUTES.product} element={<ProductPage />} />
      <Route path={ROUTES.search} element={<SearchPage />} />
      <Route path={ROUTES.sales} element={<SalesPage />} />
      <Route path={ROUTES.wishlist} element={<WishlistPage />} />
    </Routes>
  );
}

const page = (url: string, bus: Bus, queryClient: QueryClient) => (
  <BusProvider bus={bus}>
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <CatalogPages />
      </MemoryRouter>
    </QueryClientProvider>
  </BusProvider>
);

const SIGNED_IN = { token: 't', tokenExpirationDate: '2030-01-01T00:00:00Z', userId: 3 };

/** The visitor's browser knows what the server never does: their cart, wishlist, layout, viewed products. */
function visitorsOwnState(browser: Bus, signedIn: boolean) {
  browser.publish('session.changed', signedIn ? SIGNED_IN : null);
  browser.publish('cart.lines', [{ productId: 12, quantity: 1 }]);
  // The shell holds the layout the server rendered in while the page hydrates (desktop here,
  // the server's guess); the visitor's own (a phone) comes right after.
  browser.publish('layout.mobile', false);
  setWishlistItems([toProductBrief(productSummary(12)), toProductBrief(productSummary(1))]);
  rememberViewedProduct(sessionStorage, 12, 'en', productDetail(12, { name: 'Arco, as viewed before' }));
}

let api: FakeApi;
let root: Root | undefined;

beforeEach(() => {
  api = catalogApi();
  // jsdom has no scrolling; a product page scrolls to the top once shown.
  window.scrollTo = () => undefined;
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  jest.restoreAllMocks();
  sessionStorage.clear();
  setWishlistItems([]);
  document.body.innerHTML = '';
});

/** Renders `url` as the server does, then hydrates it in this browser; says what went wrong. */
async function serverRenderThenHydrate(url: string, { signedIn = false, beforeScripts = () => {} } = {}) {
  const server = await prefetchOnTheServer(api, url, 'en-US');
  const serverBus = createBus();
  setTestLanguage('en-US', serverBus);
  serverBus.publish('layout.mobile', false);
  const html = renderToString(page(url, serverBus, server));
  const asked = api.calls.length;

  const browser = getBus();
  setTestLanguage('en-US', browser);
  visitorsOwnState(browser, signedIn);
  installApi(api, browser);
  document.body.innerHTML = pageDataBlock(server);
  const queryClient = createPageQueryClient();
  hydratePageData(queryClient);

  const container = document.createElement('div');
  container.innerHTML = html;
  // A browser's parser mutes a media element written with `muted` (HTML's rule); jsdom does not.
  container.querySelectorAll('video[muted]').forEach((video) => ((video as HTMLVideoElement).muted = true));
  document.body.append(container);
  beforeScripts();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, page(url, browser, queryClient), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  // The browser's own layout, once hydrated (the shell's AfterHydration).
  await act(async () => browser.publish('layout.mobile', true));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 250)));
  const failures = [...recoverable, ...errors.mock.calls.map((call) => call.join(' '))].map(String);
  errors.mockRestore();
  return { failures, askedSince: () => api.calls.slice(asked).map((call) => `${call.path}?${call.query}`) };
}

it('applies a sort the visitor chose on a listing before the page was hydrated', async () => {
  const { failures, askedSince } = await serverRenderThenHydrate('/type_products/vases', {
    beforeScripts: () => {
      (document.querySelector('select[name="sort_by"]') as HTMLSelectElement).value = 'price_desc';
    },
  });
  expect(failures).toEqual([]);
  expect(askedSince()).toEqual(['/type_products/vases?page=1&sort_by=price&ascending=false&language=en']);
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
});

describe.each([
  ['/', 'Trays'],
  ['/collections/lamps', 'Wall lights'],
  ['/type_products/vases?page=2&sort_by=name_asc&price_min=40&price_max=120', '45 products'],
  ['/products/12', 'Arco floor lamp'],
  ['/search?query=lamp', '2 products'],
  ['/sales?price_min=30&price_max=80', '1 product'],
])('%s', (url, shown) => {
  it('hydrates without a mismatch and asks the API nothing again', async () => {
    const { failures, askedSince } = await serverRenderThenHydrate(url);
    expect(failures).toEqual([]);
    expect(screen.getAllByText(shown, { exact: false })[0]).toBeInTheDocument();
    expect(askedSince()).toEqual([]);
  });
});

describe('after hydration, the visitor’s own state shows', () => {
  it('on a product: the heart of a saved product, the cart’s quantity, the fresh product over the viewed copy', async () => {
    const { failures } = await serverRenderThenHydrate('/products/12');
    expect(failures).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Arco floor lamp' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('on a listing of a signed-in customer: asked again with id_user, the products kept meanwhile', async () => {
    const { failures, askedSince } = await serverRenderThenHydrate('/type_products/vases', {
      signedIn: true,
    });
    expect(failures).toEqual([]);
    expect(askedSince()).toEqual(['/type_products/vases?id_user=3&page=1&language=en']);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Remove Jarrón 1 from the wishlist' })).toBeInTheDocument();
  });

  it('on the wishlist: the saved products', async () => {
    const { failures, askedSince } = await serverRenderThenHydrate('/wishlist');
    expect(failures).toEqual([]);
    expect(within(screen.getByRole('list', { name: 'Wishlist' })).getAllByRole('article')).toHaveLength(2);
    expect(askedSince()).toEqual([]);
  });
});
