import { act, screen, waitFor } from '@testing-library/react';
import { matchPath } from 'react-router-dom';
import { fakeApi } from 'remote-kit/testing';
import {
  getAllCouponsCall,
  getBackofficeOrderCall,
  getBackofficeOrdersCall,
  getPriceCategoriesCall,
  getPriceListCall,
  verifyStaffRegisterCall,
} from 'shared-contracts';
import { renderBackoffice } from '../testing/render-backoffice';
import mounts from './mounts.json';

const CODE = 'Zk3vQ8mN1pR5tW7yB2cD4fG6';

/** Each page of the remote: a URL of it, its title in Castellano and in English. */
const PAGES: Array<[url: string, es: string, en: string]> = [
  ['/backoffice', 'Pedidos', 'Orders'],
  ['/backoffice/login', 'Acceso del personal', 'Staff sign in'],
  [`/backoffice/register/staff%40example.com/${CODE}`, 'Crear contraseña', 'Set your password'],
  ['/backoffice/orders', 'Pedidos', 'Orders'],
  ['/backoffice/orders/EST-20260305-7K3F9Q', 'Pedido EST-20260305-7K3F9Q', 'Order EST-20260305-7K3F9Q'],
  ['/backoffice/discountcodes', 'Códigos de descuento', 'Discount codes'],
  ['/backoffice/prices', 'Precios', 'Prices'],
  ['/backoffice/password', 'Contraseña', 'Password'],
];

/** An API that keeps every page loading: the titles are what is asked here. */
const pendingApi = () => {
  const never = () => new Promise<never>(() => undefined);
  return fakeApi()
    .on(getBackofficeOrdersCall, never)
    .on(getBackofficeOrderCall, never)
    .on(getAllCouponsCall, never)
    .on(getPriceListCall, never)
    .on(getPriceCategoriesCall, never)
    .on(verifyStaffRegisterCall, never);
};

/** A back-office page: named on the tab, kept out of search engines, no canonical address. */
function expectPrivateHead(title: string) {
  expect(document.title).toBe(`${title} · Olmo`);
  expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
}

describe('BackofficeRoutes', () => {
  it.each(PAGES)(
    'shows %s with its title in both languages, on the tab too, kept out of search engines',
    async (url, es, en) => {
      const { unmount } = renderBackoffice(url, { api: pendingApi() });
      expect(await screen.findByRole('heading', { level: 1, name: es })).toBeInTheDocument();
      expectPrivateHead(es);
      unmount();
      renderBackoffice(url, { api: pendingApi(), language: 'en-US' });
      expect(await screen.findByRole('heading', { level: 1, name: en })).toBeInTheDocument();
      expectPrivateHead(en);
    },
  );

  it('has a page under every path it publishes', () => {
    for (const mount of mounts)
      expect(PAGES.some(([url]) => matchPath(mount, url.split('?')[0]!))).toBe(true);
  });

  it.each([
    ['/backoffice', '/backoffice'],
    ['/backoffice/orders?status=SEND&page=2', '/backoffice/orders?status=SEND&page=2'],
    ['/backoffice/orders/EST-20260305-7K3F9Q', '/backoffice/orders/EST-20260305-7K3F9Q'],
    ['/backoffice/discountcodes', '/backoffice/discountcodes'],
    ['/backoffice/password', '/backoffice/password'],
    ['/backoffice/prices', '/backoffice/prices'],
  ])('sends %s without a staff session to /backoffice/login, to come back afterwards', async (url, back) => {
    const api = fakeApi();
    const { probe } = renderBackoffice(url, { api, signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso del personal' })).toBeInTheDocument();
    expect(probe.pathname).toBe('/backoffice/login');
    expect(new URLSearchParams(probe.search).get('return_to')).toBe(back);
    expect(probe.action).toBe('REPLACE');
    expect(api.calls).toEqual([]);
  });

  it('opens the sign-in and an invitation’s link without a session', async () => {
    const { unmount } = renderBackoffice('/backoffice/login', { signedIn: false });
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    unmount();
    renderBackoffice(`/backoffice/register/staff%40example.com/${CODE}`, {
      api: pendingApi(),
      signedIn: false,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando...');
  });

  it('leaves a page whose staff session ends for the sign-in', async () => {
    const { bus, probe } = renderBackoffice('/backoffice/discountcodes', { api: pendingApi() });
    await screen.findByRole('heading', { level: 1, name: 'Códigos de descuento' });
    act(() => bus.publish('staff-session.changed', null));
    await waitFor(() => expect(probe.pathname).toBe('/backoffice/login'));
    expect(probe.search).toBe('?return_to=%2Fbackoffice%2Fdiscountcodes');
  });
});
