// Each catalogue page's head in the browser: the same title, description, canonical and picture
// as the server's HTML (testing/page-head-cases.ts), in the page's language, replaced by the
// next page's on client navigation and by the page's own once its data arrives.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productDetail, renderRemote, reply, setTestLanguage } from 'remote-kit/testing';
import { getBus, getProductCall, getTypeProductsCall, searchProductsCall } from 'shared-contracts';
import { setWishlistItems } from '../features/wishlist';
import { headOf } from '../testing/page-head';
import { ORIGIN, PAGE_HEAD_CASES, pageHeadApi } from '../testing/page-head-cases';
import CatalogRoutes from './routes';

const bus = getBus();

beforeEach(() => {
  // As the shell publishes it in the browser.
  bus.publish('page.origin', ORIGIN);
  bus.publish('session.changed', null);
  bus.publish('cart.lines', []);
  setWishlistItems([]);
  sessionStorage.clear();
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('the head of each page in the browser, in the page’s language', () => {
  it.each(PAGE_HEAD_CASES)(
    '$url ($language)',
    async ({ url, language, title, description, canonical, image }) => {
      renderRemote(<CatalogRoutes />, { url, language, api: pageHeadApi() });
      await waitFor(() => expect(headOf()).toMatchObject({ title, description, canonical }));
      expect(document.title).toBe(title);
      expect(headOf().robots).toBe(canonical === undefined ? 'noindex' : undefined);
      if (image) expect(headOf()).toMatchObject({ image, type: 'product' });
    },
  );
});

describe('while a page’s data is not there', () => {
  it('a product being loaded: a plain title at its address, then the product’s head', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = pageHeadApi();
    api.on(getProductCall, async () => (await answered, productDetail(12, { name: 'Lámpara Arco' })));
    renderRemote(<CatalogRoutes />, { url: '/products/12', language: 'es-ES', api });
    await waitFor(() => expect(headOf().title).toBe('Producto · Olmo'));
    expect(headOf()).toMatchObject({ description: undefined, canonical: `${ORIGIN}/products/12` });
    await act(async () => answer());
    await waitFor(() => expect(headOf().title).toBe('Lámpara Arco · Olmo'));
    expect(headOf().description).toBe('Lámpara Arco por 45,00\u00a0€ en Olmo. Descripción del producto 12.');
  });

  it('a listing that failed: the category as its address names it, and no crash', async () => {
    const api = pageHeadApi().on(getTypeProductsCall, () => reply.raw(503, 'down'));
    renderRemote(<CatalogRoutes />, { url: '/type_products/tablelamps?page=2', language: 'en-US', api });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(headOf()).toMatchObject({
      title: 'Tablelamps · Olmo',
      description: undefined,
      canonical: `${ORIGIN}/type_products/tablelamps?page=2&lang=en`,
    });
  });

  it('a search that found nothing says so', async () => {
    const api = pageHeadApi().on(searchProductsCall, () => ({
      products: [],
      info: { price_min: 0, price_max: 0, n_pages: 1, page: 1, size: 0 },
    }));
    renderRemote(<CatalogRoutes />, { url: '/search?query=zzz', language: 'es-ES', api });
    await waitFor(() =>
      expect(headOf().description).toBe(
        'Ningún producto coincide con «zzz» en Olmo. Prueba con otras palabras o explora nuestras colecciones.',
      ),
    );
    expect(headOf().title).toBe('Resultados para «zzz» · Olmo');
  });

  it('a search still loading: the text without a count', async () => {
    const api = pageHeadApi().on(searchProductsCall, () => new Promise(() => undefined));
    renderRemote(<CatalogRoutes />, { url: '/search?query=lamp', language: 'en-US', api });
    await waitFor(() =>
      expect(headOf().description).toBe(
        'Furniture, decor, lamps and accessories for “lamp” at Olmo, chosen by our studio.',
      ),
    );
  });
});

describe('a head belongs to the page shown', () => {
  it('client navigation replaces the listing’s head with the product’s: one title, one description', async () => {
    const api = pageHeadApi().on(getProductCall, ({ params }) => productDetail(params.id, { price: 1299 }));
    renderRemote(<CatalogRoutes />, { url: '/type_products/tablelamps', language: 'es-ES', api });
    await waitFor(() => expect(headOf().title).toBe('Lámparas de mesa · Olmo'));
    await userEvent.click(screen.getByRole('link', { name: /Jarrón 3/ }));
    await waitFor(() => expect(headOf().title).toBe('Jarrón 3 · Olmo'));
    expect(headOf()).toMatchObject({
      description: 'Jarrón 3 por 1.299,00\u00a0€ en Olmo. Descripción del producto 3.',
      canonical: `${ORIGIN}/products/3`,
      image: `${ORIGIN}/images/p3-a.svg`,
    });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it('follows a change of language', async () => {
    renderRemote(<CatalogRoutes />, { url: '/products/12', language: 'es-ES', api: pageHeadApi() });
    await waitFor(() => expect(headOf().title).toBe('Lámpara Arco · Olmo'));
    await act(async () => setTestLanguage('en-US', bus));
    await waitFor(() => expect(headOf().title).toBe('Arco floor lamp · Olmo'));
    expect(headOf().description).toMatch(/^Arco floor lamp for 1,299.00\u00a0€ at Olmo\. Floor lamp with/);
    expect(headOf().canonical).toBe(`${ORIGIN}/products/12?lang=en`);
  });

  it('is taken away with the page', async () => {
    const { unmount } = renderRemote(<CatalogRoutes />, {
      url: '/sales',
      language: 'es-ES',
      api: pageHeadApi(),
    });
    await waitFor(() => expect(headOf().title).toBe('Rebajas · Olmo'));
    unmount();
    expect(headOf()).toMatchObject({ title: undefined, description: undefined, canonical: undefined });
  });
});
