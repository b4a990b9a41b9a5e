import { screen } from '@testing-library/react';
import { productSummary, searchInfo } from '../../shared/testing/fixtures';
import { renderCatalog } from '../../shared/testing/render-catalog';

describe('/sales', () => {
  it('lists the discounted products with their old price and save percentage', async () => {
    const { calls } = renderCatalog('/sales?price_min=10&price_max=80', () => ({
      body: {
        products: [productSummary(4, { price: 75, discount: 25 })],
        info: searchInfo({ size: 1, n_pages: 1 }),
      },
    }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales' })).toBeInTheDocument();
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    expect(screen.getByText('Save 25%')).toBeInTheDocument();
    expect(screen.getByText('100.00 €', { exact: false })).toBeInTheDocument();
    expect(calls[0]!.path).toBe('/sales');
    expect(calls[0]!.query.toString()).toBe('page=1&price_min=10&price_max=80&language=en');
  });
});
