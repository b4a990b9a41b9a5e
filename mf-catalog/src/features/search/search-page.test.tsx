import { screen } from '@testing-library/react';
import { productSummary, searchInfo } from '../../shared/testing/fixtures';
import { renderCatalog } from '../../shared/testing/render-catalog';

const answer = {
  products: [productSummary(1), productSummary(2)],
  info: searchInfo({ size: 2, n_pages: 1 }),
};

describe('/search', () => {
  it('searches the text with the listing parameters', async () => {
    const { calls } = renderCatalog('/search?query=l%C3%A1mpara&sort_by=price_asc', () => ({ body: answer }));
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

  it('does nothing for an empty query', async () => {
    const { calls } = renderCatalog('/search?query=%20%20', () => ({ body: answer }));
    expect(await screen.findByText('Type what you are looking for in the search bar.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says so when nothing matches', async () => {
    renderCatalog('/search?query=zzz', () => ({
      body: { products: [], info: searchInfo({ size: 0, n_pages: 1, price_min: 0, price_max: 0 }) },
    }));
    expect(await screen.findByText('There are no products available')).toBeInTheDocument();
  });

  it('cuts a text longer than the API takes instead of failing', async () => {
    const { calls } = renderCatalog(`/search?query=${'a'.repeat(150)}`, () => ({ body: answer }));
    await screen.findByText('2 products');
    expect(calls[0]!.query.get('query')).toBe('a'.repeat(100));
  });
});
