/** @jest-environment node */
// The catalogue's pages as the server renders them: in Node, with no window, document or web
// storage (a page that touched them while rendering would throw here), on what prefetch loaded.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { type Language, createBus } from 'shared-contracts';
import { BusProvider } from 'remote-kit';
import { renderToHtml } from 'remote-kit/server';
import { setTestLanguage } from 'remote-kit/testing';
import { catalogApi } from '../testing/catalog-api';
import { headInHtml } from '../testing/page-head';
import { ORIGIN, PAGE_HEAD_CASES, pageHeadApi } from '../testing/page-head-cases';
import { prefetchOnTheServer } from '../testing/server-prefetch';
import { jsonLdInHtml } from '../testing/structured-data';
import CatalogRoutes from './routes';

/**
 * The page's markup once everything (the lazy page too) is in place, as the shell streams it;
 * with `origin`, on a server told the shop's public address.
 */
function renderPage(
  url: string,
  language: Language,
  queryClient: QueryClient,
  origin?: string,
): Promise<string> {
  // The server knows the language (and its public address when configured), nothing of the visitor.
  const bus = createBus();
  setTestLanguage(language, bus);
  if (origin) bus.publish('page.origin', origin);
  return renderToHtml(
    <StrictMode>
      <BusProvider bus={bus}>
        <QueryClientProvider client={queryClient}>
          <StaticRouter location={url}>
            <CatalogRoutes />
          </StaticRouter>
        </QueryClientProvider>
      </BusProvider>
    </StrictMode>,
  );
}

async function serverPage(url: string, language: Language = 'en-US') {
  const api = catalogApi();
  const html = await renderPage(url, language, await prefetchOnTheServer(api, url, language));
  return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'") };
}

it('runs where there is no browser', () => {
  expect(typeof window).toBe('undefined');
  expect(typeof sessionStorage).toBe('undefined');
});

describe('the server renders each catalogue page with its data', () => {
  it('/: the four collections’ tiles', async () => {
    const { html, text } = await serverPage('/');
    expect(text).toContain('Calm spaces, considered piece by piece');
    for (const tile of ['Sofas', 'Vases', 'Wall lights', 'Trays']) expect(text).toContain(tile);
    expect(html).not.toContain('tile-skeleton');
  });

  it('/collections/{slug}: the collection’s tiles', async () => {
    const { html, text } = await serverPage('/collections/lamparas', 'es-ES');
    expect(text).toContain('Apliques');
    expect(html).not.toContain('tile-skeleton');
  });

  it('/type_products/{name}: hero, count and products of the URL’s page', async () => {
    const { html, text } = await serverPage('/type_products/vases?page=2&price_min=40&price_max=120');
    expect(text).toContain('Jarrones');
    expect(text).toContain('45 products');
    expect(html.match(/<article/g)).toHaveLength(5);
    expect(html).toContain('value="40"');
    expect(text).not.toContain('Loading products…');
  });

  it('/products/{id}: the product, its add-to-cart waiting for the cart and an empty heart', async () => {
    const { text } = await serverPage('/products/12');
    expect(text).toContain('Arco floor lamp');
    expect(text).toContain('Ref. 12');
    expect(text).toContain('The cart is getting ready…');
    expect(text).toContain('Add to wishlist');
    expect(text).not.toContain('Loading…');
  });

  it('/search and /sales: their results', async () => {
    expect((await serverPage('/search?query=lamp')).text).toContain('2 products');
    expect((await serverPage('/sales')).text).toContain('1 product');
  });

  it('/wishlist: the title, and no list (it is the visitor’s own)', async () => {
    const { text } = await serverPage('/wishlist');
    expect(text).toContain('Wishlist');
    expect(text).not.toContain('Your wishlist is empty');
  });

  it('a page whose data did not load in time: its placeholders, for the browser to fill', async () => {
    const outOfTime = AbortSignal.abort();
    const queryClient = await prefetchOnTheServer(catalogApi(), '/products/12', 'en-US', outOfTime);
    expect(await renderPage('/products/12', 'en-US', queryClient)).toContain('aria-label="Loading…"');
  });
});

describe('the head of each page in the server’s HTML, in the page’s language', () => {
  it.each(PAGE_HEAD_CASES)(
    '$url ($language)',
    async ({ url, language, title, description, canonical, image }) => {
      const api = pageHeadApi();
      const html = await renderPage(url, language, await prefetchOnTheServer(api, url, language), ORIGIN);
      const head = headInHtml(html);
      expect(head.title).toBe(title);
      expect(head.description).toBe(description);
      expect(head.canonical).toBe(canonical);
      expect(head.robots).toBe(canonical === undefined ? 'noindex' : undefined);
      if (image) expect(head.image).toBe(image);
    },
  );

  it('names the page in both languages, Castellano the default, whichever language it was rendered in', async () => {
    for (const language of ['es-ES', 'en-US'] as const) {
      const url = '/type_products/tablelamps?page=3&utm_medium=email';
      const html = await renderPage(
        url,
        language,
        await prefetchOnTheServer(pageHeadApi(), url, language),
        ORIGIN,
      );
      expect(headInHtml(html).alternates).toEqual({
        'es-ES': `${ORIGIN}/type_products/tablelamps?page=3`,
        'en-US': `${ORIGIN}/type_products/tablelamps?page=3&lang=en`,
        'x-default': `${ORIGIN}/type_products/tablelamps?page=3`,
      });
    }
  });

  it('a product’s structured data on the shop’s public address, when the server is told it', async () => {
    const url = '/products/12';
    const html = await renderPage(
      url,
      'en-US',
      await prefetchOnTheServer(catalogApi(), url, 'en-US'),
      ORIGIN,
    );
    expect(headInHtml(html).image).toBe(`${ORIGIN}/images/p12-a.svg`);
    expect(jsonLdInHtml(html)[0]).toMatchObject({
      image: [`${ORIGIN}/images/p12-a.svg`, `${ORIGIN}/images/p12-b.svg`],
    });
  });

  it('a page whose data did not load in time: a plain head at its address, for the browser to complete', async () => {
    const outOfTime = AbortSignal.abort();
    const queryClient = await prefetchOnTheServer(catalogApi(), '/type_products/vases', 'en-US', outOfTime);
    const head = headInHtml(await renderPage('/type_products/vases?page=2', 'en-US', queryClient, ORIGIN));
    expect(head.title).toBe('Vases · Olmo');
    expect(head.description).toBeUndefined();
    expect(head.canonical).toBe(`${ORIGIN}/type_products/vases?page=2&lang=en`);
  });
});

describe('what the server’s HTML gives a browser without scripts', () => {
  it('a listing’s filter and sort as a GET form with the URL’s parameters, and its pages as links keeping them', async () => {
    const { html } = await serverPage(
      '/type_products/vases?page=2&sort_by=price_asc&price_min=40&price_max=120',
    );
    const form = /<form[^>]* method="get"[^>]*>.*?<\/form>/s.exec(html)?.[0] ?? '';
    expect(form).toMatch(/<select[^>]*name="sort_by"/);
    expect(form).toMatch(/<option value="price_asc" selected="">/);
    expect(form).toMatch(/<input[^>]*type="number"[^>]*name="price_min"[^>]*value="40"/);
    expect(form).toMatch(/<input[^>]*type="number"[^>]*name="price_max"[^>]*value="120"/);
    expect(form).toMatch(/<button type="submit"[^>]*>Apply<\/button>/);
    expect(html).toContain(
      'href="/type_products/vases?price_min=40&amp;price_max=120&amp;sort_by=price_asc&amp;page=3"',
    );
  });

  it('search’s form sends its text again', async () => {
    const { html } = await serverPage('/search?query=lamp&page=2');
    expect(html).toContain('<input type="hidden" name="query" value="lamp"/>');
  });

  it('a product’s structured data, its pictures by their paths (the server has no origin)', async () => {
    const { html } = await serverPage('/products/12');
    const [product] = jsonLdInHtml(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Arco floor lamp',
      image: ['/images/p12-a.svg', '/images/p12-b.svg'],
    });
  });

  it('the home’s structured data: the studio', async () => {
    const { html } = await serverPage('/');
    expect(jsonLdInHtml(html)).toMatchObject([{ '@type': 'FurnitureStore', url: '/' }]);
  });
});
