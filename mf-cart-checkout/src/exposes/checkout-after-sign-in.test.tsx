import { act, screen, waitFor, within } from '@testing-library/react';
import { type FakeApi, installApi, renderRemote, reply } from 'remote-kit/testing';
import {
  type CartProduct,
  type Session,
  cleanupOrdersCall,
  getBus,
  getUserCartCall,
  initializeCheckoutCall,
  upsertCartAmountCall,
  verifyCartCall,
} from 'shared-contracts';
import { item, serverLine } from '../features/cart/testing/cart-fixtures';
import {
  ORDER_CODE,
  USER_ID,
  checkoutApi,
  customerSession,
} from '../features/checkout/testing/checkout-fixtures';
import CartCheckoutRoutes from './routes';
import { start } from './service';

// A guest pressed checkout on /cart, signed in at /login-register-checkout (mf-account) and
// comes back to /checkout/address, while the cart service merges their cart and starts the
// checkout (docs/spec.md §4). The address step waits for the cart's word, never for a timer,
// whichever comes first: the merge's end or the page.

const bus = getBus();
const signedIn: Session = { ...customerSession(), signInId: 'sign-in-1' };
const success = { status: 'success' } as const;

/** The server cart, held until `release` when asked to: the merge then waits on it. */
function serverCartApi({ held = false } = {}) {
  const server = new Map<number, CartProduct>();
  let release = () => undefined as void;
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const api: FakeApi = checkoutApi()
    .on(getUserCartCall, async () => {
      await gate;
      return { products: [...server.values()] };
    })
    .on(upsertCartAmountCall, ({ body }) => {
      server.set(body.sku_product, serverLine(body.sku_product, body.amount));
      return success;
    })
    .on(verifyCartCall, () => ({ errors: {} }))
    .on(cleanupOrdersCall, () => success)
    .on(initializeCheckoutCall, () => ({ code: ORDER_CODE }));
  return { api, release: () => release() };
}

let stop: (() => void) | undefined;

/** The shell's start of the service, the visitor's cart (2 units), and the guest's wish to check out. */
function startService(api: FakeApi, visitorItems = [item(3, 2)]) {
  if (visitorItems.length > 0)
    localStorage.setItem('cart.visitor-cart', JSON.stringify({ items: visitorItems, coupon: null }));
  sessionStorage.setItem('cart.checkout-after-sign-in', String(Date.now()));
  stop = start({ bus, apiBaseUrl: '/api' });
  installApi(api, bus);
}

const openAddressStep = (api: FakeApi) =>
  renderRemote(<CartCheckoutRoutes />, { url: '/checkout/address', language: 'en-US', bus, api });

/** The cart's calls and the checkout start's, in order (not the address step's own). */
const paths = (api: FakeApi) =>
  api.calls.map((call) => call.path).filter((path) => /^\/(cart|checkout)\/(?!address)/.test(path));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  bus.publish('session.changed', null);
});
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('the address step after a guest’s sign-in', () => {
  it('finds the order when the merge and the checkout start ended before it opened', async () => {
    const { api } = serverCartApi();
    startService(api);
    act(() => bus.publish('session.changed', signedIn));
    await waitFor(() => expect(paths(api)).toContain('/checkout/initialize'));
    openAddressStep(api);
    expect(await screen.findByRole('group', { name: 'Billing address' })).toBeInTheDocument();
  });

  it('waits, with no timer, for the merge still running when it opened, then for the order it starts', async () => {
    const { api, release } = serverCartApi({ held: true });
    startService(api);
    act(() => bus.publish('session.changed', signedIn));
    const { probe } = openAddressStep(api);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    // A minute: no grace runs out, the merge is still waiting for the server cart.
    jest.useFakeTimers();
    act(() => jest.advanceTimersByTime(60_000));
    jest.useRealTimers();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(paths(api)).toEqual(['/cart/user_cart']);

    act(release);
    expect(await screen.findByRole('group', { name: 'Billing address' })).toBeInTheDocument();
    expect(probe.pathname).toBe('/checkout/address');
    // The merged cart was verified (the visitor's 2 units on the server first), then the order made.
    expect(paths(api)).toEqual([
      '/cart/user_cart',
      '/cart/upsert_amount_product',
      '/cart/user_cart',
      '/checkout/verify_cart',
      '/checkout/cleanup_orders',
      '/checkout/initialize',
    ]);
    expect(api.callsOf(verifyCartCall)[0]!.body).toMatchObject({
      cart_data: [{ id: 3, quantity: 2, price: 45 }],
    });
    expect(api.callsOf(initializeCheckoutCall)[0]!.body).toMatchObject({ user_id: USER_ID });
  });

  it('goes back to the cart, which says why, when the checkout start after the merge is refused', async () => {
    const { api, release } = serverCartApi({ held: true });
    api.on(verifyCartCall, () => reply.errors(409, { total: ['The total has changed; check your cart'] }));
    startService(api);
    act(() => bus.publish('session.changed', signedIn));
    const { probe } = openAddressStep(api);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    act(release);
    await waitFor(() => expect(probe.pathname).toBe('/cart'));
    expect(within(await screen.findByRole('alert')).getByText('The total has changed; check your cart'));
    expect(api.callsOf(initializeCheckoutCall)).toEqual([]);
  });

  it('goes back to the cart when the merged cart is empty', async () => {
    const { api, release } = serverCartApi({ held: true });
    startService(api, []);
    act(() => bus.publish('session.changed', signedIn));
    const { probe } = openAddressStep(api);
    act(release);
    await waitFor(() => expect(probe.pathname).toBe('/cart'));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(paths(api)).not.toContain('/checkout/verify_cart');
  });
});
