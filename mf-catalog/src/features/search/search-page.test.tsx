import { screen } from '@testing-library/react';
import { fakeApi, productSummary, renderRemote, searchInfo } from 'remote-kit/testing';
import { type SearchAnswer, searchProductsCall } from 'shared-contracts';
import CatalogRoutes from '../../exposes/routes';

const open = (url: string, answer: SearchAnswer) =>
  renderRemote(<CatalogRoutes />, {
    url,
    language: 'en-US',
    api: fakeApi().on(searchProductsCall, () => answer),
  });

const answer = {
  products: [productSummary(1), productSummary(2)],
  info: searchInfo({ size: 2, n_pages: 1 }),
};

describe('/search', () => {
  it('searches the text with the listing parameters', async () => {
    const { calls } = open('/search?query=l%C3%A1mpara&sort_by=price_asc', answer);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “lámpara”' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(calls[0]!.path).toBe('/search');
    expect(calls[0]!.query.toString()).toBe(
      'page=1&sort_by=price&ascending=true&language=en&query=l%C3%A1mpara',
    );
  });

  it.each([
    ['es-ES', ['Búsqueda', 'Resultados para «lámpara»'], 'Resultados para «lámpara» · Olmo'],
    ['en-US', ['Search', 'Results for “lámpara”'], 'Results for “lámpara” · Olmo'],
  ] as const)(
    'in %s heads the results with an eyebrow and the text searched',
    async (language, lines, tab) => {
      renderRemote(<CatalogRoutes />, {
        url: '/search?query=l%C3%A1mpara',
        language,
        api: fakeApi().on(searchProductsCall, () => answer),
      });
      const title = await screen.findByRole('heading', { level: 1, name: lines[1] });
      expect([...title.closest('header')!.children].map((line) => line.textContent)).toEqual(lines);
      expect(document.title).toBe(tab);
    },
  );

  it('asks for the first row’s pictures at once, the first mobile row’s first, and the rest when scrolled near', async () => {
    // Nothing above the grid is as large: the page's largest paint is one of its first pictures.
    const products = Array.from({ length: 8 }, (_, index) => productSummary(index + 1));
    open('/search?query=sofa', { products, info: searchInfo({ size: 8, n_pages: 1 }) });
    expect(await screen.findAllByRole('article')).toHaveLength(8);
    const pictures = screen.getAllByRole('article').map((tile) => tile.querySelector('img')!);
    const loading = pictures.map((picture) => [
      picture.getAttribute('loading'),
      picture.getAttribute('fetchpriority'),
    ]);
    // GRID_COLUMNS.listing: 2 columns on mobile, 5 on desktop.
    expect(loading).toEqual([
      [null, 'high'],
      [null, 'high'],
      [null, null],
      [null, null],
      [null, null],
      ['lazy', null],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('does nothing for an empty query', async () => {
    const { calls } = open('/search?query=%20%20', answer);
    expect(await screen.findByText('Type what you are looking for in the search bar.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it.each([
    ['es-ES', ['Búsqueda', 'Escribe lo que buscas en la barra de búsqueda.'], 'Buscar productos · Olmo'],
    ['en-US', ['Search', 'Type what you are looking for in the search bar.'], 'Search products · Olmo'],
  ] as const)('in %s invites to search without a text, under its own title', async (language, lines, tab) => {
    renderRemote(<CatalogRoutes />, { url: '/search', language, api: fakeApi() });
    const title = await screen.findByRole('heading', { level: 1, name: lines[0] });
    expect([...title.closest('header')!.children].map((line) => line.textContent)).toEqual(lines);
    expect(document.title).toBe(tab);
  });

  it('says so when nothing matches', async () => {
    open('/search?query=zzz', {
      products: [],
      info: searchInfo({ size: 0, n_pages: 1, price_min: 0, price_max: 0 }),
    });
    expect(await screen.findByText('There are no products available')).toBeInTheDocument();
  });

  it('cuts a text longer than the API takes instead of failing', async () => {
    const { calls } = open(`/search?query=${'a'.repeat(150)}`, answer);
    await screen.findByText('2 products');
    expect(calls[0]!.query.get('query')).toBe('a'.repeat(100));
  });
});
