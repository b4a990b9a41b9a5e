import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderRemote, reply } from 'remote-kit/testing';
import { type Language, createBus, getGuestOrderCall, getUserOrderCall, paths } from 'shared-contracts';
import { Route, Routes } from 'react-router-dom';
import AccountRoutes from '../../exposes/routes';
import { GUEST_TOKEN, ORDER_CODE, customerSession, orderDetail } from './testing/orders-fixtures';
import { stubImageLoading } from './testing/stub-image-loading';

const NBSP = '\u00a0';
let restoreImages: () => void = () => undefined;
afterEach(() => restoreImages());

/** The account's routes beside a home page, as the shell hosts them: a redirect to / lands. */
function Shop() {
  return (
    <Routes>
      <Route path="/" element={<h1>Home</h1>} />
      <Route path="*" element={<AccountRoutes />} />
    </Routes>
  );
}

function open(url: string, api = fakeApi(), { signedIn = true, language = 'en-US' as Language } = {}) {
  const bus = createBus();
  bus.publish('session.changed', signedIn ? customerSession(4) : null);
  return renderRemote(<Shop />, { url, bus, api, language });
}

const customerApi = (order = orderDetail()) =>
  fakeApi().on(getUserOrderCall, ({ params }) => {
    expect(params).toEqual({ userId: 4, orderCode: ORDER_CODE });
    return order;
  });

describe('/orders/{orderCode}', () => {
  it('shows the lines (image, name to the product, price, quantity, line total), status and date', async () => {
    restoreImages = stubImageLoading();
    open(paths.order(ORDER_CODE), customerApi());
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${ORDER_CODE}` })).toBeInTheDocument();
    const products = await screen.findByRole('region', { name: 'Products' });
    const lines = within(products).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[1]!).getByRole('link', { name: 'Jarrón Nube' })).toHaveAttribute(
      'href',
      '/products/12',
    );
    expect(lines[1]!.querySelector('img')).toHaveAttribute('src', '/images/jarron-nube.webp');
    expect(lines[1]).toHaveTextContent('Price45.50 €Quantity2Total91.00 €');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('StatusSent');
    expect(summary).toHaveTextContent('Date (UTC)2026-03-05 07:08:09');
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/orders');
  });

  it('shows subtotal and the coupon with its percent only when discounted, in Castellano', async () => {
    restoreImages = stubImageLoading();
    open(paths.order(ORDER_CODE), customerApi(), { language: 'es-ES' });
    const summary = await screen.findByRole('region', { name: 'Resumen' });
    const rows = within(summary).getAllByRole('definition').slice(2);
    expect(rows.map((row) => row.previousSibling?.textContent + ' ' + row.textContent)).toEqual([
      `Subtotal 1.380,00${NBSP}€`,
      `Descuento MAXIMO (−45,25${NBSP}%) −624,45${NBSP}€`,
      `Total 755,55${NBSP}€`,
    ]);
  });

  it('shows the total alone without a discount', async () => {
    restoreImages = stubImageLoading();
    const plain = orderDetail({
      cartDiscount: 0,
      nameDiscount: null,
      percentageDiscount: 0,
      finalPrice: 1380,
    });
    open(paths.order(ORDER_CODE), customerApi(plain));
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Total1,380.00 €');
    expect(summary).not.toHaveTextContent('Subtotal');
    expect(summary).not.toHaveTextContent('Discount');
  });

  it('preloads the images and drops the lines whose image fails (docs/spec.md §7)', async () => {
    restoreImages = stubImageLoading({ failing: ['/images/sofa-olivo-1.webp'] });
    open(paths.order(ORDER_CODE), customerApi());
    const products = await screen.findByRole('region', { name: 'Products' });
    expect(within(products).getAllByRole('listitem')).toHaveLength(1);
    expect(within(products).queryByText('Sofá Olivo')).not.toBeInTheDocument();
    expect(within(products).getByText('Jarrón Nube')).toBeInTheDocument();
  });

  it('lets a guest open it with the access token of the link', async () => {
    restoreImages = stubImageLoading();
    const api = fakeApi().on(getGuestOrderCall, ({ params, query, token }) => {
      expect(params).toEqual({ orderCode: ORDER_CODE, access_token: GUEST_TOKEN });
      expect(query.language).toBe('en');
      expect(token).toBeUndefined();
      return orderDetail();
    });
    open(paths.order(ORDER_CODE, GUEST_TOKEN), api, { signedIn: false });
    expect(await screen.findByRole('region', { name: 'Products' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My orders' })).not.toBeInTheDocument();
  });

  it('goes to / without a session and without a token, asking nothing', async () => {
    const { probe, calls } = open(paths.order(ORDER_CODE), fakeApi(), { signedIn: false });
    await waitFor(() => expect(probe.pathname).toBe('/'));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it.each([
    ['the order is not found', reply.errors(404, { order: ['Order not found'] })],
    ['the order is another customer’s', reply.errors(403, { order: ['Forbidden'] })],
    ['the API cannot be reached', reply.offline()],
  ])('goes to / when %s', async (_case, answer) => {
    const { probe } = open(
      paths.order(ORDER_CODE),
      fakeApi().on(getUserOrderCall, () => answer),
    );
    await waitFor(() => expect(probe.pathname).toBe('/'));
  });

  it('goes to / with a token the API never makes', async () => {
    const { probe, calls } = open(paths.order(ORDER_CODE, 'short'), fakeApi(), { signedIn: false });
    await waitFor(() => expect(probe.pathname).toBe('/'));
    expect(calls).toEqual([]);
  });
});
