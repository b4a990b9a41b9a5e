import { screen } from '@testing-library/react';
import { fakeApi, renderRemote } from 'remote-kit/testing';
import { matchPath } from 'react-router-dom';
import { getGuestOrderCall, paths } from 'shared-contracts';
import { GUEST_TOKEN, ORDER_CODE, orderDetail } from '../features/orders/testing/orders-fixtures';
import { stubImageLoading } from '../features/orders/testing/stub-image-loading';
import mounts from './mounts.json';
import AccountRoutes from './routes';

/** Each page of the remote: a URL of it, its title in Castellano and in English. */
const PAGES: Array<[url: string, es: string, en: string]> = [
  ['/login', 'Iniciar sesión', 'Sign in'],
  ['/register', 'Crear cuenta', 'Create account'],
  ['/login-register-checkout', 'Inicia sesión o regístrate', 'Sign in or register'],
  ['/recover-password', 'Recuperar contraseña', 'Recover password'],
  ['/profile', 'Mi perfil', 'My profile'],
  ['/orders', 'Mis pedidos', 'My orders'],
  [paths.order(ORDER_CODE, GUEST_TOKEN), `Pedido ${ORDER_CODE}`, `Order ${ORDER_CODE}`],
  ['/contact', 'Contacto', 'Contact'],
  ['/ask-availability', 'Consultar disponibilidad', 'Ask availability'],
];

/** What the pages ask for on their way in: a guest's order. */
const api = () => fakeApi().on(getGuestOrderCall, () => orderDetail());

describe('AccountRoutes', () => {
  let restoreImages: () => void;
  beforeAll(() => {
    restoreImages = stubImageLoading();
  });
  afterAll(() => restoreImages());

  it.each(PAGES)('shows %s with its title in both languages', async (url, es, en) => {
    const { unmount } = renderRemote(<AccountRoutes />, { url, api: api() });
    expect(await screen.findByRole('heading', { level: 1, name: es })).toBeInTheDocument();
    expect(document.title).toBe(`${es} · Olmo`);
    unmount();
    renderRemote(<AccountRoutes />, { url, language: 'en-US', api: api() });
    expect(await screen.findByRole('heading', { level: 1, name: en })).toBeInTheDocument();
  });

  it('has a page under every path it publishes', () => {
    for (const mount of mounts)
      expect(PAGES.some(([url]) => matchPath(mount, url.split('?')[0]!))).toBe(true);
  });
});
