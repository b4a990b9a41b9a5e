import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../session/session-store';
import { renderFrame } from '../testing/render-frame';

const session = { token: 'tok', tokenExpirationDate: '2099-01-01T00:00:00.000Z', userId: 7 };
const banner = () => within(screen.getByRole('banner'));
const expanded = (name: string) => banner().getByRole('button', { name }).getAttribute('aria-expanded');

it('keeps only one of search, navigation menu and user menu open', async () => {
  const user = userEvent.setup();
  renderFrame({ width: 390 });
  await act(async () => signIn('customer', session, false));

  await user.click(banner().getByRole('button', { name: 'Menú' }));
  expect([expanded('Menú'), expanded('Buscar en la tienda'), expanded('Mi cuenta')]).toEqual([
    'true',
    'false',
    'false',
  ]);

  await user.click(banner().getByRole('button', { name: 'Buscar en la tienda' }));
  expect([expanded('Menú'), expanded('Buscar en la tienda'), expanded('Mi cuenta')]).toEqual([
    'false',
    'true',
    'false',
  ]);

  await user.click(banner().getByRole('button', { name: 'Mi cuenta' }));
  expect([expanded('Menú'), expanded('Buscar en la tienda'), expanded('Mi cuenta')]).toEqual([
    'false',
    'false',
    'true',
  ]);

  await user.click(banner().getByRole('button', { name: 'Mi cuenta' }));
  expect([expanded('Menú'), expanded('Buscar en la tienda'), expanded('Mi cuenta')]).toEqual([
    'false',
    'false',
    'false',
  ]);
});

it('shows the panel a toggle controls and hides the others', async () => {
  const user = userEvent.setup();
  renderFrame({ width: 390 });
  const menu = banner().getByRole('button', { name: 'Menú' });
  const panel = document.getElementById(menu.getAttribute('aria-controls')!)!;
  expect(panel).not.toBeVisible();
  await user.click(menu);
  expect(panel).toBeVisible();
  expect(within(panel).getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await user.click(banner().getByRole('button', { name: 'Buscar en la tienda' }));
  expect(panel).not.toBeVisible();
});

it('closes the open panel on a click outside the header', async () => {
  const user = userEvent.setup();
  renderFrame();
  await user.click(banner().getByRole('button', { name: 'Buscar en la tienda' }));
  await user.click(screen.getByTestId('location'));
  expect(expanded('Buscar en la tienda')).toBe('false');
});

it('closes the open panel when the layout switches', async () => {
  const user = userEvent.setup();
  const { viewport } = renderFrame({ width: 390 });
  await user.click(banner().getByRole('button', { name: 'Buscar en la tienda' }));
  await act(async () => viewport.setWidth(1280));
  expect(expanded('Buscar en la tienda')).toBe('false');
});
