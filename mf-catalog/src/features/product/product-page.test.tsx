import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type FakeAnswer,
  type FakeHandler,
  fakeApi,
  productDetail,
  renderRemote,
  reply,
} from 'remote-kit/testing';
import { type Language, getBus, getProductCall } from 'shared-contracts';
import CatalogRoutes from '../../exposes/routes';
import { wishlistState } from '../wishlist';
import { VIEWED_PRODUCTS_STORAGE_KEY, rememberViewedProduct } from './viewed-products-cache';

const bus = getBus();

/** The catalogue at a URL, in English, with the product call answered so. */
const open = (url: string, answer: FakeAnswer<typeof getProductCall>, language: Language = 'en-US') =>
  renderRemote(<CatalogRoutes />, {
    url,
    language,
    api: fakeApi().on(getProductCall, () => answer),
  });

/** The catalogue at a URL, in English, with the product call handled so. */
const openWith = (url: string, handler: FakeHandler<typeof getProductCall>) =>
  renderRemote(<CatalogRoutes />, { url, language: 'en-US', api: fakeApi().on(getProductCall, handler) });

/** An answer held back until `release` is called. */
function heldBack<T>(answer: () => T) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await released, answer()), release: () => act(async () => release()) };
}

beforeEach(() => {
  sessionStorage.clear();
  bus.publish('cart.lines', []);
  bus.publish('session.changed', null);
});

describe('/products/{id}', () => {
  it('shows a discount with one decimal as each language writes it', async () => {
    open('/products/12', productDetail(12, { price: 87.5, discount: 12.5 }), 'es-ES');
    expect(await screen.findByText('Ahorra un 12,5%')).toBeInTheDocument();
    expect(screen.getByText('100,00 €', { exact: false })).toBeInTheDocument();
  });

  it('strikes through the list price the catalogue sends, not one derived from the rounded price', async () => {
    // 49.00 € at 12.5 % costs 42.88 € (42.875, half up), which would derive back to 49.01 €.
    open('/products/12', productDetail(12, { price: 42.88, discount: 12.5, old_price: 49 }), 'es-ES');
    expect(await screen.findByText('Ahorra un 12,5%')).toBeInTheDocument();
    expect(screen.getByText('42,88 €', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('49,00 €', { exact: false }).tagName).toBe('S');
    expect(screen.queryByText('49,01 €', { exact: false })).not.toBeInTheDocument();
  });

  it('shows the gallery, info box and description box', async () => {
    const product = productDetail(12, { name: 'Floor Lamp Arco', price: 90, discount: 10, stock: 4 });
    const { calls } = open('/products/12', product);
    expect(await screen.findByRole('heading', { level: 1, name: 'Floor Lamp Arco' })).toBeInTheDocument();
    expect(screen.getByText('Ref. 12')).toBeInTheDocument();
    expect(document.title).toBe('Floor Lamp Arco · Olmo');
    expect(screen.getByText('90.00 €', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('100.00 €', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Save 10%')).toBeInTheDocument();
    expect(screen.getByText('Only 4 units left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'Images of Floor Lamp Arco' });
    expect(within(gallery).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByText('Width').nextSibling).toHaveTextContent('20 cm');
    expect(screen.getByText('Length').nextSibling).toHaveTextContent('20 cm');
    expect(calls[0]!.query.toString()).toBe('language=en');
  });

  it('links to the availability form of this product when out of stock, and cannot be added', async () => {
    open('/products/3', productDetail(3, { stock: 0 }));
    expect(await screen.findByRole('link', { name: 'Ask availability' })).toHaveAttribute(
      'href',
      '/ask-availability?product=3',
    );
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('sends the add-to-cart command and tells the cart’s answer as a toast', async () => {
    const commands: unknown[] = [];
    const toasts: unknown[] = [];
    const stopHandling = bus.handle('cart.add-requested', (command) => {
      commands.push(command);
      bus.publish('cart.add-completed', {
        correlationId: command.correlationId,
        productId: 8,
        added: true,
        quantity: 1,
      });
    });
    const subscription = bus.on('toast.requested').subscribe((toast) => toasts.push(toast));
    act(() => bus.publish('cart.lines', []));
    open('/products/8', productDetail(8, { stock: 12 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ message: 'Jarrón 8 was added to your cart.', tone: 'success' }]),
    );
    expect(commands).toEqual([
      { correlationId: expect.any(String), product: expect.objectContaining({ id: 8, stock: 12 }) },
    ]);
    stopHandling();
    subscription.unsubscribe();
  });

  // A product of its own per case: the page would first show one it has just shown, then replace it.
  it.each([
    ['out_of_stock', 'en-US', 21, 'There are no units of Jarrón 21 left: it was not added to your cart.'],
    ['stock_limit', 'en-US', 22, 'All available units of Jarrón 22 are already in your cart.'],
    ['out_of_stock', 'es-ES', 23, 'No quedan unidades de Jarrón 23: no se ha añadido a tu carrito.'],
    ['stock_limit', 'es-ES', 24, 'Todas las unidades disponibles de Jarrón 24 ya están en tu carrito.'],
  ] as const)(
    'tells the visitor why the cart refused the product (%s, %s)',
    async (reason, language, id, message) => {
      const stopHandling = bus.handle('cart.add-requested', (command) =>
        bus.publish('cart.add-completed', {
          correlationId: command.correlationId,
          productId: id,
          added: false,
          quantity: reason === 'stock_limit' ? 3 : 0,
          reason,
        }),
      );
      const toasts: unknown[] = [];
      const subscription = bus.on('toast.requested').subscribe((toast) => toasts.push(toast));
      act(() => bus.publish('cart.lines', []));
      open(`/products/${id}`, productDetail(id, { stock: 12 }), language);
      await userEvent.click(await screen.findByRole('button', { name: /^(Add to cart|Añadir al carrito)$/ }));
      await waitFor(() => expect(toasts).toEqual([{ message, tone: 'error' }]));
      stopHandling();
      subscription.unsubscribe();
    },
  );

  it('tells the visitor when the cart does not answer in time', async () => {
    // The bus withdraws the command after ADD_TO_CART_TIMEOUT_MS (tested in add-to-cart.test.ts).
    const request = jest.spyOn(bus, 'request').mockResolvedValue({ kind: 'timeout' });
    const toasts: unknown[] = [];
    const subscription = bus.on('toast.requested').subscribe((toast) => toasts.push(toast));
    open('/products/9', productDetail(9, { stock: 12 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        {
          message:
            'The cart is not answering just now: Jarrón 9 was not added. Please try again in a moment.',
          tone: 'error',
        },
      ]),
    );
    expect(request).toHaveBeenCalledWith('cart.add-requested', expect.anything(), { timeoutMs: 8000 });
    subscription.unsubscribe();
    request.mockRestore();
  });

  it('disables add-to-cart when the cart already holds the whole stock', async () => {
    open('/products/8', productDetail(8, { stock: 2 }));
    await screen.findByText('Only 2 units left');
    const button = screen.getByRole('button', { name: 'Add to cart' });
    act(() => bus.publish('cart.lines', [{ productId: 8, quantity: 1 }]));
    expect(button).toBeEnabled();
    act(() => bus.publish('cart.lines', [{ productId: 8, quantity: 2 }]));
    expect(button).toBeDisabled();
    expect(screen.getByText('All available units are in your cart')).toBeInTheDocument();
  });

  it('adds to and removes from the wishlist', async () => {
    open('/products/6', productDetail(6));
    await userEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(wishlistState.wishlistItems.map((item) => item.id)).toEqual([6]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from wishlist' }));
    expect(wishlistState.wishlistItems).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
  });

  it.each(['/products', '/products/abc', '/products/0'])('redirects %s to /error', async (url) => {
    const { probe } = open(url, productDetail(1));
    await waitFor(() => expect(probe.pathname).toBe('/error'));
  });

  it.each([404, 400])('redirects a product the API answers %i for to /error', async (status) => {
    const { probe } = open('/products/999', reply.errors(status, { product: ['Product not found'] }));
    await waitFor(() => expect(probe.pathname).toBe('/error'));
  });

  it('shows skeletons until the product arrives', async () => {
    const answer = heldBack(() => productDetail(12, { name: 'Floor Lamp Arco' }));
    openWith('/products/12', answer.handler);
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await answer.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Floor Lamp Arco' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('offers a retry after a failure, and recovers', async () => {
    let fail = true;
    const { calls } = openWith('/products/12', () => (fail ? reply.raw(503, 'down') : productDetail(12)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this product just now.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jarrón 12' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('keeps a product viewed in this session, in its language', async () => {
    open('/products/12', productDetail(12, { name: 'Floor Lamp Arco' }));
    await screen.findByRole('heading', { level: 1, name: 'Floor Lamp Arco' });
    await waitFor(() => expect(sessionStorage.getItem(VIEWED_PRODUCTS_STORAGE_KEY)).toContain('en:12'));
  });

  it('shows a product viewed earlier at once, then its fresh copy', async () => {
    rememberViewedProduct(sessionStorage, 5, 'en', productDetail(5, { stock: 3 }));
    const answer = heldBack(() => productDetail(5, { stock: 1 }));
    const { calls } = openWith('/products/5', answer.handler);
    // The answer is held back: what shows is the session's copy.
    expect(await screen.findByRole('heading', { level: 1, name: 'Jarrón 5' })).toBeInTheDocument();
    expect(screen.getByText('Only 3 units left')).toBeInTheDocument();
    await answer.release();
    expect(await screen.findByText('Only 1 unit left')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('keeps showing a product viewed earlier when its refresh fails', async () => {
    rememberViewedProduct(sessionStorage, 5, 'en', productDetail(5, { stock: 3 }));
    const { calls } = openWith('/products/5', () => reply.raw(503, 'down'));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.getByText('Only 3 units left')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks again with id_user when the visitor signs in, keeping the product on screen', async () => {
    const { calls } = openWith('/products/7', ({ query }) =>
      productDetail(7, { stock: query.id_user === undefined ? 5 : 2 }),
    );
    await screen.findByText('Only 5 units left');
    act(() =>
      bus.publish('session.changed', { token: 't', tokenExpirationDate: '2030-01-01T00:00:00Z', userId: 3 }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Jarrón 7' })).toBeInTheDocument();
    expect(await screen.findByText('Only 2 units left')).toBeInTheDocument();
    expect(calls.map((call) => call.query.toString())).toEqual(['language=en', 'id_user=3&language=en']);
  });
});
