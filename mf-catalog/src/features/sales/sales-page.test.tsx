import { screen } from '@testing-library/react';
import { fakeApi, productSummary, renderRemote, searchInfo } from 'remote-kit/testing';
import { getSalesCall } from 'shared-contracts';
import CatalogRoutes from '../../exposes/routes';

describe('/sales', () => {
  it('lists the discounted products with their old price and save percentage', async () => {
    const api = fakeApi().on(getSalesCall, () => ({
      products: [productSummary(4, { price: 75, discount: 25 })],
      info: searchInfo({ size: 1, n_pages: 1 }),
    }));
    const { calls } = renderRemote(<CatalogRoutes />, {
      url: '/sales?price_min=10&price_max=80',
      language: 'en-US',
      api,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales' })).toBeInTheDocument();
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    expect(screen.getByText('Save 25%')).toBeInTheDocument();
    expect(screen.getByText('100.00 €', { exact: false })).toBeInTheDocument();
    expect(calls[0]!.path).toBe('/sales');
    expect(calls[0]!.query.toString()).toBe('page=1&price_min=10&price_max=80&language=en');
  });

  it.each([
    [
      'es-ES',
      ['Ofertas', 'Rebajas', 'Piezas de todas las colecciones a precio reducido, hasta agotar existencias.'],
    ],
    ['en-US', ['Offers', 'Sales', 'Pieces from every collection at a reduced price, while stock lasts.']],
  ] as const)('in %s heads the page with its eyebrow, title and description', async (language, lines) => {
    const api = fakeApi().on(getSalesCall, () => ({
      products: [],
      info: searchInfo({ size: 0, n_pages: 1 }),
    }));
    renderRemote(<CatalogRoutes />, { url: '/sales', language, api });
    const title = await screen.findByRole('heading', { level: 1, name: lines[1] });
    const header = title.closest('header')!;
    expect([...header.children].map((line) => line.textContent)).toEqual(lines);
    expect(document.title).toBe(`${lines[1]} · Olmo`);
  });

  it('strikes through the list price a tile’s product carries', async () => {
    const api = fakeApi().on(getSalesCall, () => ({
      products: [productSummary(4, { price: 42.88, discount: 12.5, old_price: 49 })],
      info: searchInfo({ size: 1, n_pages: 1 }),
    }));
    renderRemote(<CatalogRoutes />, { url: '/sales', language: 'es-ES', api });
    expect(await screen.findByText('Ahorra un 12,5%')).toBeInTheDocument();
    expect(screen.getByText('49,00 €', { exact: false }).tagName).toBe('S');
    expect(screen.queryByText('49,01 €', { exact: false })).not.toBeInTheDocument();
  });
});
