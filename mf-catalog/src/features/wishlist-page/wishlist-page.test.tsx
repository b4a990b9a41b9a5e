import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, productDetail, productSummary, renderRemote } from 'remote-kit/testing';
import { getBus, getProductCall } from 'shared-contracts';
import CatalogRoutes from '../../exposes/routes';
import { toProductBrief } from '../../shared/product-brief';
import { WISHLIST_STORAGE_KEY, setWishlistItems, startWishlistSync } from '../wishlist';

const open = (api = fakeApi()) =>
  renderRemote(<CatalogRoutes />, { url: '/wishlist', language: 'en-US', api });

describe('/wishlist', () => {
  it('shows the favourites with title and description, and removes one', async () => {
    setWishlistItems([toProductBrief(productSummary(1)), toProductBrief(productSummary(2))]);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.getByText(/The pieces you have set aside/)).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Wishlist' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Jarrón 1 from the wishlist' }));
    expect(within(grid).getAllByRole('article')).toHaveLength(1);
  });

  it('strikes through the list price a saved product carries', async () => {
    setWishlistItems([toProductBrief(productSummary(4, { price: 42.88, discount: 12.5, old_price: 49 }))]);
    open();
    expect(await screen.findByText('49.00 €', { exact: false })).toHaveProperty('tagName', 'S');
    expect(screen.queryByText('49.01 €', { exact: false })).not.toBeInTheDocument();
  });

  it('invites to explore when empty', async () => {
    setWishlistItems([]);
    open();
    expect(await screen.findByText(/Your wishlist is empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore the sales' })).toHaveAttribute('href', '/sales');
  });

  it('shows a product saved in Castellano under its English name', async () => {
    const sofa = { ...toProductBrief(productSummary(8)), name: 'Sofá Olivo', language: 'es-ES' };
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([sofa]));
    const { calls } = open(
      fakeApi().on(getProductCall, ({ query }) =>
        productDetail(8, { name: query.language === 'en' ? 'Olivo sofa' : 'Sofá Olivo' }),
      ),
    );
    const stop = startWishlistSync(getBus(), localStorage, sessionStorage);
    try {
      expect(await screen.findByRole('heading', { name: 'Olivo sofa' })).toBeInTheDocument();
      expect(screen.queryByText('Sofá Olivo')).not.toBeInTheDocument();
      expect(calls.map((call) => `${call.path}?${call.query}`)).toEqual(['/products/8?language=en']);
    } finally {
      stop();
      localStorage.clear();
    }
  });
});
