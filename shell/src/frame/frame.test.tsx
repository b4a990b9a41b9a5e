import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startToasts } from '../toasts/start-toasts';
import { renderFrame } from './testing/render-frame';

const banner = () => within(screen.getByRole('banner'));

it('puts the page inside the main landmark, reachable by a skip link', () => {
  renderFrame();
  expect(within(screen.getByRole('main')).getByTestId('location')).toHaveTextContent('/');
  expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute('href', '#content');
  expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
});

it('switches to the mobile layout at 1000 px and back above it', async () => {
  const { viewport, bus } = renderFrame({ width: 1001 });
  expect(bus.current('layout.mobile')).toBe(false);
  expect(banner().queryByRole('button', { name: 'Menú' })).not.toBeInTheDocument();
  expect(banner().getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();

  await act(async () => viewport.setWidth(1000));
  expect(bus.current('layout.mobile')).toBe(true);
  expect(banner().getByRole('button', { name: 'Menú' })).toBeInTheDocument();
  // The mobile menu holds the navigation, out of reach until the menu button opens it.
  expect(banner().queryByRole('navigation', { name: 'Navegación principal' })).toBeNull();

  await act(async () => viewport.setWidth(1001));
  expect(banner().queryByRole('button', { name: 'Menú' })).not.toBeInTheDocument();
});

it('offers the same links in the mobile menu, with the language choice', async () => {
  const user = userEvent.setup();
  renderFrame({ width: 390 });
  await user.click(banner().getByRole('button', { name: 'Menú' }));
  const nav = banner().getByRole('navigation', { name: 'Navegación principal' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Rebajas', 'Muebles', 'Decoración', 'Lámparas', 'Accesorios', 'Favoritos', 'Contacto']);
  expect(banner().getByRole('group', { name: 'Idioma' })).toBeVisible();

  await user.click(within(nav).getByRole('link', { name: 'Lámparas' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/collections/lamparas');
  expect(banner().getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
});

it('shows the toasts remotes request, and lets them be dismissed', async () => {
  const user = userEvent.setup();
  const { bus } = renderFrame();
  const stop = startToasts(bus);
  await act(async () => {
    bus.publish('toast.requested', { message: 'Cupón aplicado', tone: 'success' });
    bus.publish('toast.requested', { message: 'Algo ha fallado', tone: 'error' });
  });
  expect(screen.getByRole('status')).toHaveTextContent('Cupón aplicado');
  expect(screen.getByRole('alert')).toHaveTextContent('Algo ha fallado');

  await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Cerrar aviso' }));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  stop();
});
