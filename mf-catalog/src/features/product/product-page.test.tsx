import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeAnswer, fakeApi, productDetail, renderRemote, reply } from 'remote-kit/testing';
import { type Language, getBus, getProductCall } from 'shared-contracts';
import CatalogRoutes from '../../exposes/routes';
import { wishlistState } from '../wishlist';

const bus = getBus();

/** The catalogue at a URL, in English, with the product call answered so. */
const open = (url: string, answer: FakeAnswer<typeof getProductCall>, language: Language = 'en-US') =>
  renderRemote(<CatalogRoutes />, {
    url,
    language,
    api: fakeApi().on(getProductCall, () => answer),
  });

beforeEach(() => {
  sessionStorage.clear();
  bus.publish('cart.lines', []);
});

describe('/products/{id}', () => {
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

  it('redirects an unknown product to /error', async () => {
    const { probe } = open('/products/999', reply.errors(404, { product: ['Product not found'] }));
    await waitFor(() => expect(probe.pathname).toBe('/error'));
  });
});
