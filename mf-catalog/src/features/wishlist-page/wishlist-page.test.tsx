import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, productDetail, productSummary, renderRemote } from 'remote-kit/testing';
import { type Language, getBus, getProductCall } from 'shared-contracts';
import CatalogRoutes from '../../exposes/routes';
import { toProductBrief } from '../../shared/product-brief';
import { WISHLIST_STORAGE_KEY, setWishlistItems, startWishlistSync } from '../wishlist';

const open = (api = fakeApi(), language: Language = 'en-US') =>
  renderRemote(<CatalogRoutes />, { url: '/wishlist', language, api });

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

  it.each([
    [
      'es-ES',
      'Favoritos',
      'Las piezas que has guardado. Se quedan en este dispositivo y, cuando inicias sesión, en tu cuenta.',
    ],
    [
      'en-US',
      'Wishlist',
      'The pieces you have set aside. They stay on this device and, once you log in, in your account.',
    ],
  ] as const)(
    'in %s heads the page with its title and description, kept out of search engines',
    async (language, title, description) => {
      setWishlistItems([]);
      open(fakeApi(), language);
      const heading = await screen.findByRole('heading', { level: 1, name: title });
      expect([...heading.closest('header')!.children].map((line) => line.textContent)).toEqual([
        title,
        description,
      ]);
      expect(document.title).toBe(`${title} · Olmo`);
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', description);
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    },
  );

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
