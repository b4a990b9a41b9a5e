import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPage } from '../../browser/page-location';
import { sessionState, signIn } from '../../session/session-store';
import { renderFrame } from '../testing/render-frame';

jest.mock('../../browser/page-location');

const session = { token: 'tok', tokenExpirationDate: '2099-01-01T00:00:00.000Z', userId: 7 };
const banner = () => within(screen.getByRole('banner'));

beforeEach(() => jest.mocked(reloadPage).mockClear());

it('leads to /login without a token', () => {
  renderFrame();
  expect(banner().getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  expect(banner().queryByRole('button', { name: 'Mi cuenta' })).not.toBeInTheDocument();
});

it('opens the account menu with a token: orders, profile, then logout', async () => {
  const user = userEvent.setup();
  renderFrame();
  await act(async () => signIn('customer', session, false));

  const toggle = banner().getByRole('button', { name: 'Mi cuenta' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');

  const items = within(document.getElementById(toggle.getAttribute('aria-controls')!)!).getAllByRole(
    'listitem',
  );
  expect(items.map((item) => item.textContent)).toEqual(['Mis pedidos', 'Mi perfil', 'Cerrar sesión']);
  expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/orders');
  expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/profile');
  expect(within(items[2]!).getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
});

it('logs out from the account menu: session cleared and page reloaded', async () => {
  const user = userEvent.setup();
  renderFrame();
  await act(async () => signIn('customer', session, true));
  await user.click(banner().getByRole('button', { name: 'Mi cuenta' }));
  await user.click(banner().getByRole('button', { name: 'Cerrar sesión' }));

  expect(sessionState.customer).toBeNull();
  expect(sessionStorage.length).toBe(0);
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

it('does nothing on logout in the mobile user menu, as docs/spec.md §2 says', async () => {
  const user = userEvent.setup();
  renderFrame({ width: 390 });
  await act(async () => signIn('customer', session, false));
  await user.click(banner().getByRole('button', { name: 'Mi cuenta' }));
  await user.click(banner().getByRole('button', { name: 'Cerrar sesión' }));

  expect(sessionState.customer).toMatchObject(session);
  expect(reloadPage).not.toHaveBeenCalled();
});

it('closes the menu on Escape and gives focus back to the user icon', async () => {
  const user = userEvent.setup();
  renderFrame();
  await act(async () => signIn('customer', session, false));
  const toggle = banner().getByRole('button', { name: 'Mi cuenta' });
  await user.click(toggle);
  await user.tab();
  expect(banner().getByRole('link', { name: 'Mis pedidos' })).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});

it('closes the menu when a link in it is followed', async () => {
  const user = userEvent.setup();
  renderFrame();
  await act(async () => signIn('customer', session, false));
  await user.click(banner().getByRole('button', { name: 'Mi cuenta' }));
  await user.click(banner().getByRole('link', { name: 'Mis pedidos' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/orders');
  expect(banner().getByRole('button', { name: 'Mi cuenta' })).toHaveAttribute('aria-expanded', 'false');
});
