import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type Language,
  ROUTES,
  type Session,
  cleanupOrdersCall,
  getBus,
  getCouponCodeCall,
  getProductCall,
  initializeCheckoutCall,
  removeCartProductCall,
  upsertCartAmountCall,
  verifyCartCall,
} from 'shared-contracts';
import { type FakeApi, fakeApi, productDetail, renderRemote, reply } from 'remote-kit/testing';
import CartPage from './cart-page';
import { VISITOR_CART_KEY, readVisitorCart } from './cart-storage';
import { whenSynced } from './server-queue';
import { cartState, replaceCart, trackMerge } from './stores/cart-store';
import { type CartItem } from './cart-rules';
import { item } from './testing/cart-fixtures';

const bus = getBus();
const ORDER = 'EST-20260305-7K3F9Q';
const customer: Session = { token: 'tok-7', tokenExpirationDate: '2099-01-01T00:00:00Z', userId: 7 };
const success = { status: 'success' } as const;

const sofa = item(1, 2, { name: 'Sofá Olivo', price: 1289, stock: 3 });
const vase = item(2, 1, { name: 'Jarrón Tierra', price: 36, discount: 10, stock: 1 });

/** The calls the page makes, every one accepted; the products as the catalogue has them. */
function shopApi(): FakeApi {
  return fakeApi()
    .on(getProductCall, ({ params }) => {
      const line = cartState.cartItems.find((cartLine) => cartLine.product.id === params.id);
      return productDetail(params.id, line?.product);
    })
    .on(getCouponCodeCall, ({ query }) => ({ code: query.code, discount: 10 }))
    .on(verifyCartCall, () => ({ errors: {} }))
    .on(cleanupOrdersCall, () => success)
    .on(initializeCheckoutCall, () => ({ code: ORDER }))
    .on(upsertCartAmountCall, () => success)
    .on(removeCartProductCall, () => success);
}

function renderCart(items: CartItem[], { language = 'es-ES' as Language, api = shopApi() } = {}) {
  replaceCart({ items, coupon: null, orderCode: null });
  return renderRemote(<CartPage />, { url: '/cart', route: ROUTES.cart, language, api });
}

const lines = () =>
  screen.getAllByRole('listitem').filter((li) => li.closest('ul')?.parentElement?.tagName === 'SECTION');
const lineOf = (name: string) => lines().find((li) => within(li).queryByRole('link', { name }))!;
const summary = () => within(screen.getByRole('complementary'));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  bus.publish('session.changed', null);
});
afterEach(() => whenSynced());

describe('/cart', () => {
  it('says the cart is empty, with a link to the shop, in both languages', async () => {
    const { unmount } = renderCart([]);
    const title = await screen.findByRole('heading', { level: 1, name: 'Carrito' });
    expect([...title.closest('header')!.children]).toEqual([title]);
    expect(document.title).toBe('Carrito · Olmo');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.getByText('Tu carrito está vacío')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la tienda' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Tramitar pedido' })).not.toBeInTheDocument();
    unmount();
    renderCart([], { language: 'en-US' });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(document.title).toBe('Cart · Olmo');
  });

  it('shows each line: image and name to the product, unit price (old price when discounted), quantity, line total', async () => {
    renderCart([sofa, vase]);
    await screen.findByRole('link', { name: 'Sofá Olivo' });
    const first = lineOf('Sofá Olivo');
    expect(within(first).getByRole('link', { name: 'Sofá Olivo' })).toHaveAttribute('href', '/products/1');
    expect(first.querySelector('img')).toHaveAttribute('src', '/images/p1-a.svg');
    expect(first).toHaveTextContent('1.289,00 €');
    expect(first).toHaveTextContent('Total de la línea: 2.578,00 €');
    expect(within(first).getByRole('group', { name: 'Cantidad de Sofá Olivo' })).toHaveTextContent('2');
    const second = lineOf('Jarrón Tierra');
    expect(second).toHaveTextContent('Precio: 36,00 €');
    expect(second).toHaveTextContent('Precio anterior: 40,00 €');
    expect(second).toHaveTextContent('−10 %');
  });

  it('strikes through the list price a line’s product carries, and its discount’s one decimal', async () => {
    // 49.00 € at 12.5 % costs 42.88 € (42.875, half up), which would derive back to 49.01 €.
    renderCart([item(3, 1, { name: 'Mesa Roble', price: 42.88, discount: 12.5, old_price: 49 })]);
    await screen.findByRole('link', { name: 'Mesa Roble' });
    const line = lineOf('Mesa Roble');
    expect(line).toHaveTextContent('Precio: 42,88 €');
    expect(within(line).getByText('49,00 €', { exact: false }).tagName).toBe('S');
    expect(line).toHaveTextContent('Precio anterior: 49,00 €');
    expect(line).toHaveTextContent('−12,5 %');
  });

  it('shows a visitor’s line kept without an old price with the one the catalogue now sends', async () => {
    localStorage.setItem(
      VISITOR_CART_KEY,
      JSON.stringify({
        items: [item(3, 1, { name: 'Mesa Roble', price: 42.88, discount: 12.5 })],
        coupon: null,
      }),
    );
    const kept = readVisitorCart(localStorage);
    expect(kept.items[0]!.product.old_price).toBeUndefined();
    const api = shopApi().on(getProductCall, ({ params }) =>
      productDetail(params.id, { name: 'Mesa Roble', price: 42.88, discount: 12.5, old_price: 49 }),
    );
    replaceCart(kept);
    renderRemote(<CartPage />, { url: '/cart', route: ROUTES.cart, language: 'es-ES', api });
    await waitFor(() => expect(lineOf('Mesa Roble')).toHaveTextContent('Precio anterior: 49,00 €'));
  });

  it('adds units only up to the stock, and removes the line when − is pressed at 1', async () => {
    const user = userEvent.setup();
    renderCart([sofa, vase]);
    const more = await screen.findByRole('button', { name: 'Añadir una unidad de Sofá Olivo' });
    await user.click(more);
    expect(cartState.cartItems[0]!.quantity).toBe(3);
    expect(more).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Añadir una unidad de Jarrón Tierra' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Quitar una unidad de Jarrón Tierra' }));
    expect(screen.queryByRole('link', { name: 'Jarrón Tierra' })).not.toBeInTheDocument();
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('3.867,00 €');
  });

  it('removes a line', async () => {
    const user = userEvent.setup();
    renderCart([sofa, vase]);
    await user.click(await screen.findByRole('button', { name: 'Eliminar Sofá Olivo del carrito' }));
    expect(cartState.cartItems.map((line) => line.product.id)).toEqual([2]);
  });

  it('shows only the total without a coupon; subtotal, discount and total with one, which can be removed', async () => {
    const user = userEvent.setup();
    renderCart([sofa, vase]);
    await screen.findByRole('link', { name: 'Sofá Olivo' });
    expect(summary().queryByText('Subtotal')).not.toBeInTheDocument();
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('2.614,00 €');

    await user.type(summary().getByLabelText('Código de descuento'), 'welcome10');
    await user.click(summary().getByRole('button', { name: 'Aplicar' }));
    expect(await summary().findByText('Código WELCOME10 aplicado (−10 %)')).toBeInTheDocument();
    expect(summary().getByText('Subtotal').nextSibling).toHaveTextContent('2.614,00 €');
    expect(summary().getByText('Descuento WELCOME10 (−10 %)').nextSibling).toHaveTextContent('−261,40 €');
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('2.352,60 €');

    await user.click(summary().getByRole('button', { name: 'Quitar el código WELCOME10' }));
    expect(summary().queryByText('Subtotal')).not.toBeInTheDocument();
  });

  it('lists the server’s coupon errors under the field', async () => {
    const user = userEvent.setup();
    const api = shopApi().on(getCouponCodeCall, () =>
      reply.errors(404, { code: ['The code NADA is not valid'] }),
    );
    renderCart([sofa], { language: 'en-US', api });
    await user.type(await screen.findByLabelText('Discount code'), 'nada');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // As every form of the kit: the field says it, and takes the focus so that it is read.
    const field = screen.getByLabelText('Discount code');
    await waitFor(() => expect(field).toHaveAccessibleDescription('The code NADA is not valid'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
  });

  it.each([
    [
      'es-ES',
      'No hay 3 disponibles',
      'Aceptar',
      'Consultar disponibilidad',
      'Al aceptar se queda 1 unidad en tu carrito.',
    ],
    ['en-US', 'There are not 3 available', 'Accept', 'Ask availability', 'Accept keeps 1 unit in your cart.'],
  ] as const)(
    'in %s shows a short line with Accept and Ask availability',
    async (language, text, accept, ask, hint) => {
      const user = userEvent.setup();
      renderCart([{ ...item(1, 3, { name: 'Sofá Olivo', stock: 1 }), errorStockQuantity: 1 }], { language });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text);
      expect(alert).toHaveTextContent(hint);
      expect(within(alert).getByRole('link', { name: ask })).toHaveAttribute(
        'href',
        '/ask-availability?product=1',
      );
      await user.click(within(alert).getByRole('button', { name: accept }));
      expect(cartState.cartItems).toEqual([
        { ...item(1, 1, { name: 'Sofá Olivo', stock: 1 }), errorStockQuantity: null },
      ]);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('shows a visitor’s lines in today’s price, stock and language when the cart opens', async () => {
    const api = shopApi().on(getProductCall, ({ params, query }) =>
      productDetail(params.id, {
        name: query.language === 'en' ? 'Olivo sofa' : 'Sofá Olivo',
        price: 1199,
        stock: 1,
      }),
    );
    renderCart([sofa], { language: 'en-US', api });
    expect(await screen.findByRole('link', { name: 'Olivo sofa' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('There are not 2 available');
    expect(lineOf('Olivo sofa')).toHaveTextContent('1,199.00 €');
  });

  it('sends a guest to sign in from the checkout button, back to the address step', async () => {
    const user = userEvent.setup();
    const { probe } = renderCart([sofa]);
    await user.click(await screen.findByRole('button', { name: 'Tramitar pedido' }));
    await waitFor(() => expect(probe.pathname).toBe('/login-register-checkout'));
    expect(probe.search).toBe('?return_to=%2Fcheckout%2Faddress');
  });

  it('takes a signed-in customer to the address step with the order made', async () => {
    const user = userEvent.setup();
    act(() => bus.publish('session.changed', customer));
    const { probe } = renderCart([sofa]);
    await user.click(await screen.findByRole('button', { name: 'Tramitar pedido' }));
    await waitFor(() => expect(probe.pathname).toBe('/checkout/address'));
    expect(cartState.orderCode).toBe(ORDER);
  });

  it('keeps the checkout button busy while a sign-in’s merge runs, then checks out the merged cart', async () => {
    const user = userEvent.setup();
    act(() => bus.publish('session.changed', customer));
    let endMerge = () => undefined as void;
    act(() => trackMerge(new Promise<void>((resolve) => (endMerge = resolve))));
    const api = shopApi();
    const { probe } = renderCart([sofa], { api });
    const busy = await screen.findByRole('button', { name: 'Comprobando tu carrito…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(api.calls).toEqual([]);
    act(() => {
      cartState.cartItems = [sofa, vase];
      endMerge();
    });
    await user.click(await screen.findByRole('button', { name: 'Tramitar pedido' }));
    await waitFor(() => expect(probe.pathname).toBe('/checkout/address'));
    expect(api.callsOf(verifyCartCall)[0]!.body).toMatchObject({
      cart_data: [{ id: 1 }, { id: 2 }],
    });
  });

  it('shows why the checkout start after a guest’s sign-in stopped, when the address step sends them back', async () => {
    renderCart([sofa]);
    act(() => void (cartState.checkoutProblem = { kind: 'refused', messages: ['El cupón ha caducado'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El cupón ha caducado');
  });

  it('shows what the server refused under the button, and the short lines on them', async () => {
    const user = userEvent.setup();
    const api = shopApi()
      .on(verifyCartCall, () =>
        reply.errors(409, {
          'stock.1': ['No hay 2 disponibles'],
          total: ['El total ha cambiado; revisa tu carro'],
        }),
      )
      .on(getProductCall, ({ params }) => productDetail(params.id, { ...sofa.product, stock: 1 }));
    const { probe } = renderCart([sofa], { api });
    await user.click(await screen.findByRole('button', { name: 'Tramitar pedido' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('No hay 2 disponibles');
    expect(alerts[1]).toHaveTextContent('El total ha cambiado; revisa tu carro');
    expect(probe.pathname).toBe('/cart');
  });

  it('says so when the cart cannot be checked', async () => {
    const user = userEvent.setup();
    renderCart([sofa], { api: shopApi().on(verifyCartCall, () => reply.offline()) });
    await user.click(await screen.findByRole('button', { name: 'Tramitar pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hemos podido comprobar tu carrito. Inténtalo de nuevo en un momento.',
    );
  });
});
