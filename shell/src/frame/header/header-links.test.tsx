import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_STORAGE_KEY } from 'shared-contracts';
import { loadPage } from '../../browser/page-location';
import { renderFrame } from '../testing/render-frame';

jest.mock('../../browser/page-location');

const banner = () => within(screen.getByRole('banner'));
const linkTargets = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

it('links the logo to the home page', () => {
  renderFrame({ path: '/sales' });
  expect(banner().getByRole('link', { name: 'Olmo · Estudio de interiorismo' })).toHaveAttribute('href', '/');
});

it('shows the top navigation with the Spanish collection slugs', () => {
  renderFrame();
  expect(linkTargets(banner().getByRole('navigation', { name: 'Navegación principal' }))).toEqual([
    ['Rebajas', '/sales'],
    ['Muebles', '/collections/coleccionmuebles'],
    ['Decoración', '/collections/decoracion'],
    ['Lámparas', '/collections/lamparas'],
    ['Accesorios', '/collections/accesorios'],
    ['Favoritos', '/wishlist'],
    ['Contacto', '/contact'],
  ]);
});

it('uses the English slugs and names every icon button in English', () => {
  renderFrame({ language: 'en-US' });
  expect(linkTargets(banner().getByRole('navigation', { name: 'Main navigation' }))).toEqual([
    ['Sales', '/sales'],
    ['Furniture', '/collections/furnitures'],
    ['Decor', '/collections/decor'],
    ['Lamps', '/collections/lamps'],
    ['Accessories', '/collections/accessories'],
    ['Wishlist', '/wishlist'],
    ['Contact', '/contact'],
  ]);
  expect(banner().getByRole('button', { name: 'Search the shop' })).toBeInTheDocument();
  expect(banner().getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  expect(banner().getByRole('link', { name: 'Wishlist, 0 items' })).toBeInTheDocument();
  expect(banner().getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  expect(banner().getByRole('button', { name: 'Pause announcements' })).toBeInTheDocument();
});

it('shows the wishlist and cart counts published on the bus, 0 until then', () => {
  const { bus } = renderFrame();
  expect(banner().getByRole('link', { name: 'Carrito, 0 productos' })).toHaveAttribute('href', '/cart');
  expect(banner().getByRole('link', { name: 'Favoritos, 0 productos' })).toHaveAttribute('href', '/wishlist');

  act(() => {
    bus.publish('cart.count', 3);
    bus.publish('wishlist.count', 1);
  });
  expect(banner().getByRole('link', { name: 'Carrito, 3 productos' })).toHaveTextContent('3');
  expect(banner().getByRole('link', { name: 'Favoritos, 1 producto' })).toHaveTextContent('1');
});

it('switches the language: stores it and reloads to /', async () => {
  const user = userEvent.setup();
  renderFrame({ path: '/products/4' });
  const group = banner().getByRole('group', { name: 'Idioma' });
  expect(within(group).getByRole('button', { name: 'ES, Castellano (ES)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await user.click(within(group).getByRole('button', { name: 'EN, English (US)' }));
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US');
  expect(loadPage).toHaveBeenCalledWith('/');
});
