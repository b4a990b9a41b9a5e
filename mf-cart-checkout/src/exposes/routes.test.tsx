import { screen } from '@testing-library/react';
import { renderRemote } from 'remote-kit/testing';
import { matchPath } from 'react-router-dom';
import mounts from './mounts.json';
import CartCheckoutRoutes from './routes';

/** Each page of the remote: a URL of it, its title in Castellano and in English. */
const PAGES: Array<[url: string, es: string, en: string]> = [
  ['/cart', 'Carrito', 'Cart'],
  ['/checkout', 'Dirección', 'Address'],
  ['/checkout/address', 'Dirección', 'Address'],
  ['/checkout/delivery', 'Entrega', 'Delivery'],
  ['/checkout/payment', 'Pago', 'Payment'],
  ['/checkout/confirmation', 'Confirmación', 'Confirmation'],
];

describe('CartCheckoutRoutes', () => {
  it.each(PAGES)('shows %s with its title in both languages', async (url, es, en) => {
    const { unmount } = renderRemote(<CartCheckoutRoutes />, { url });
    expect(await screen.findByRole('heading', { level: 1, name: es })).toBeInTheDocument();
    expect(document.title).toBe(`${es} · Olmo`);
    unmount();
    renderRemote(<CartCheckoutRoutes />, { url, language: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: en })).toBeInTheDocument();
  });

  it('has a page under every path it publishes', () => {
    for (const mount of mounts)
      expect(PAGES.some(([url]) => matchPath(mount, url.split('?')[0]!))).toBe(true);
  });
});
