import { screen } from '@testing-library/react';
import { createPageQueryClient, hydratePageData } from 'remote-kit';
import { pageDataBlock } from 'remote-kit/server';
import {
  type FakeApi,
  fakeApi,
  prefetchOnTheServer,
  productDetail,
  renderRemote,
  reply,
} from 'remote-kit/testing';
import { type Language, getProductCall, paths } from 'shared-contracts';
import { prefetch } from './prefetch';
import AccountRoutes from './routes';

const productApi = () =>
  fakeApi().on(getProductCall, ({ params, query }) =>
    productDetail(params.id, { name: query.language === 'en' ? 'Nube lamp' : 'Lámpara Nube' }),
  );

/** The server's side: the page's reads prefetched, written into the page as its data block. */
async function serverRender(api: FakeApi, url: string, language: Language = 'en-US') {
  const queryClient = await prefetchOnTheServer(prefetch, api, url, language);
  document.body.innerHTML = pageDataBlock(queryClient);
  return queryClient;
}

/** The browser's side: the shell's query cache, hydrated from the page, under the account's routes. */
function browserRender(api: FakeApi, url: string, language: Language = 'en-US') {
  const queryClient = createPageQueryClient();
  hydratePageData(queryClient);
  return renderRemote(<AccountRoutes />, { url, api, language, queryClient });
}

describe('prefetch', () => {
  it('loads the product of /ask-availability, which the page then shows without asking again', async () => {
    const api = productApi();
    const url = paths.askAvailability(12);
    await serverRender(api, url);
    expect(api.calls.map((call) => `${call.path}?${call.query}`)).toEqual(['/products/12?language=en']);
    expect(api.calls[0]!.headers.Authorization).toBeUndefined();

    browserRender(api, url);
    expect(await screen.findByRole('link', { name: 'Nube lamp' })).toHaveAttribute('href', '/products/12');
    expect(screen.queryByText('Loading the product…')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('loads it in the language of the page', async () => {
    const api = productApi();
    const url = paths.askAvailability(12);
    await serverRender(api, url, 'es-ES');
    browserRender(api, url, 'es-ES');
    expect(await screen.findByRole('link', { name: 'Lámpara Nube' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.query.get('language'))).toEqual(['es']);
  });

  it('keeps a product the shop does not have as the page’s answer, not asked again', async () => {
    const api = fakeApi().on(getProductCall, () => reply.errors(404, { product: ['Not found'] }));
    const url = paths.askAvailability(404);
    await serverRender(api, url);
    browserRender(api, url);
    expect(await screen.findByText('We could not find that product in the shop.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('leaves a product it could not load to the browser', async () => {
    let offline = true;
    const api = fakeApi().on(getProductCall, ({ params }) =>
      offline ? reply.offline() : productDetail(params.id, { name: 'Nube lamp' }),
    );
    const url = paths.askAvailability(12);
    await serverRender(api, url);
    offline = false;
    browserRender(api, url);
    expect(await screen.findByRole('link', { name: 'Nube lamp' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });

  it.each([
    '/login',
    '/register',
    '/login-register-checkout',
    '/recover-password',
    '/recover-password?token=abc',
    '/contact',
    '/ask-availability',
    '/ask-availability?product=abc',
    '/profile',
    '/orders',
    '/orders/EST-20260305-7K3F9Q',
  ])('fetches nothing for %s', async (url) => {
    const api = productApi();
    const queryClient = await serverRender(api, url);
    expect(api.calls).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
