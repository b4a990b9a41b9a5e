import { screen } from '@testing-library/react';
import { renderRemote } from 'remote-kit/testing';
import { matchPath } from 'react-router-dom';
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
  ['/orders/EST-20260305-7K3F9Q', 'Pedido', 'Order'],
  ['/contact', 'Contacto', 'Contact'],
  ['/ask-availability', 'Consultar disponibilidad', 'Ask availability'],
];

describe('AccountRoutes', () => {
  it.each(PAGES)('shows %s with its title in both languages', async (url, es, en) => {
    const { unmount } = renderRemote(<AccountRoutes />, { url });
    expect(await screen.findByRole('heading', { level: 1, name: es })).toBeInTheDocument();
    expect(document.title).toBe(`${es} · Olmo`);
    unmount();
    renderRemote(<AccountRoutes />, { url, language: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: en })).toBeInTheDocument();
  });

  it('has a page under every path it publishes', () => {
    for (const mount of mounts)
      expect(PAGES.some(([url]) => matchPath(mount, url.split('?')[0]!))).toBe(true);
  });
});
