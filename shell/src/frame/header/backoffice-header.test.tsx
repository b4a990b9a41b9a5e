import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPage } from '../../browser/page-location';
import { sessionState, signIn } from '../../session/session-store';
import { renderFrame } from '../testing/render-frame';

jest.mock('../../browser/page-location');

const session = { token: 'staff', tokenExpirationDate: '2099-01-01T00:00:00.000Z', userId: 2 };
const banner = () => within(screen.getByRole('banner'));

it('links the logo to /backoffice and shows the back-office navigation', () => {
  renderFrame({ path: '/backoffice/orders' });
  expect(banner().getByRole('link', { name: 'Olmo · Back office' })).toHaveAttribute('href', '/backoffice');
  const nav = banner().getByRole('navigation', { name: 'Navegación del back office' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Pedidos', '/backoffice/orders'],
    ['Precios', '/backoffice/prices'],
    ['Códigos de descuento', '/backoffice/discountcodes'],
  ]);
  expect(within(nav).getByRole('link', { name: 'Pedidos' })).toHaveAttribute('aria-current', 'page');
});

it('names the back-office navigation in English', () => {
  renderFrame({ path: '/backoffice', language: 'en-US' });
  const nav = banner().getByRole('navigation', { name: 'Back-office navigation' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Orders', 'Prices', 'Discount codes']);
});

it('has no storefront search, wishlist or cart', () => {
  renderFrame({ path: '/backoffice' });
  expect(banner().queryByRole('button', { name: 'Buscar en la tienda' })).not.toBeInTheDocument();
  expect(banner().queryByRole('link', { name: /Carrito/ })).not.toBeInTheDocument();
});

it('leads to the staff sign-in without a staff token, even with a customer one', async () => {
  renderFrame({ path: '/backoffice' });
  await act(async () => signIn('customer', session, false));
  expect(banner().getByRole('link', { name: 'Acceso del personal' })).toHaveAttribute(
    'href',
    '/backoffice/login',
  );
});

it('opens the staff menu with orders, password and logout; logout signs the staff member out', async () => {
  const user = userEvent.setup();
  renderFrame({ path: '/backoffice' });
  await act(async () => signIn('staff', session, false));
  const toggle = banner().getByRole('button', { name: 'Mi cuenta' });
  await user.click(toggle);
  const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  expect(
    within(menu)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Pedidos', 'Contraseña', 'Cerrar sesión']);
  expect(within(menu).getByRole('link', { name: 'Contraseña' })).toHaveAttribute(
    'href',
    '/backoffice/password',
  );

  await user.click(within(menu).getByRole('button', { name: 'Cerrar sesión' }));
  expect(sessionState.staff).toBeNull();
  expect(reloadPage).toHaveBeenCalled();
});

it('switches the language from the back office back to /backoffice', async () => {
  const { loadPage } = jest.requireMock<{ loadPage: jest.Mock }>('../../browser/page-location');
  const user = userEvent.setup();
  renderFrame({ path: '/backoffice/discountcodes' });
  await user.click(banner().getByRole('button', { name: 'EN, English (US)' }));
  expect(loadPage).toHaveBeenCalledWith('/backoffice');
});
