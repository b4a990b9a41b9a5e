import { screen } from '@testing-library/react';
import { renderRemote } from 'remote-kit/testing';
import { matchPath } from 'react-router-dom';
import mounts from './mounts.json';
import BackofficeRoutes from './routes';

/** Each page of the remote: a URL of it, its title in Castellano and in English. */
const PAGES: Array<[url: string, es: string, en: string]> = [
  ['/backoffice', 'Pedidos', 'Orders'],
  ['/backoffice/login', 'Acceso del personal', 'Staff sign in'],
  ['/backoffice/register/staff%40example.com/EST-20260305-7K3F9Q', 'Crear contraseña', 'Set your password'],
  ['/backoffice/orders', 'Pedidos', 'Orders'],
  ['/backoffice/orders/EST-20260305-7K3F9Q', 'Pedido', 'Order'],
  ['/backoffice/discountcodes', 'Códigos de descuento', 'Discount codes'],
];

describe('BackofficeRoutes', () => {
  it.each(PAGES)('shows %s with its title in both languages', async (url, es, en) => {
    const { unmount } = renderRemote(<BackofficeRoutes />, { url });
    expect(await screen.findByRole('heading', { level: 1, name: es })).toBeInTheDocument();
    expect(document.title).toBe(`${es} · Olmo`);
    unmount();
    renderRemote(<BackofficeRoutes />, { url, language: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: en })).toBeInTheDocument();
  });

  it('has a page under every path it publishes', () => {
    for (const mount of mounts)
      expect(PAGES.some(([url]) => matchPath(mount, url.split('?')[0]!))).toBe(true);
  });
});
