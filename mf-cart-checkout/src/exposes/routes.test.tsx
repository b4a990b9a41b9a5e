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

/** A visitor's own page: named on the tab, kept out of search engines, no canonical address. */
function expectPrivateHead(title: string) {
  expect(document.title).toBe(`${title} · Olmo`);
  expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
}

describe('CartCheckoutRoutes', () => {
  it.each(PAGES)(
    'shows %s with its title in both languages, on the tab too, kept out of search engines',
    async (url, es, en) => {
      const { unmount } = renderRemote(<CartCheckoutRoutes />, { url });
      expect(await screen.findByRole('heading', { level: 1, name: es })).toBeInTheDocument();
      expectPrivateHead(es);
      unmount();
      renderRemote(<CartCheckoutRoutes />, { url, language: 'en-US' });
      expect(await screen.findByRole('heading', { level: 1, name: en })).toBeInTheDocument();
      expectPrivateHead(en);
    },
  );

  it('has a page under every path it publishes', () => {
    for (const mount of mounts)
      expect(PAGES.some(([url]) => matchPath(mount, url.split('?')[0]!))).toBe(true);
  });
});
