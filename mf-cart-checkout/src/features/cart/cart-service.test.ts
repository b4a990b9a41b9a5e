import { waitFor } from '@testing-library/react';
import {
  type Session,
  cleanupOrdersCall,
  getBus,
  initializeCheckoutCall,
  verifyCartCall,
  getUserCartCall,
  removeCartProductCall,
  upsertCartAmountCall,
} from 'shared-contracts';
import { type FakeApi, type FakeHandler, fakeApi, installApi, reply } from 'remote-kit/testing';
import { subscribe } from 'valtio/vanilla';
import { startCartService } from './cart-service';
import {
  CHECKOUT_AFTER_SIGN_IN_KEY,
  CUSTOMER_CART_KEY,
  MERGED_SIGN_IN_KEY,
  VISITOR_CART_KEY,
} from './cart-storage';
import { whenSynced } from './server-queue';
import { decrementQuantity, incrementQuantity, removeFromCart, updateDiscount } from './stores/cart-actions';
import { cartState, whenMerged } from './stores/cart-store';
import { brief, item, serverLine } from './testing/cart-fixtures';

const bus = getBus();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** A session restored from remember-me cookies: no sign-in id, never merged. */
const restored: Session = { token: 'tok-7', tokenExpirationDate: '2099-01-01T00:00:00Z', userId: '7' };
/** A session that began with a sign-in in this tab. */
const signedIn: Session = { ...restored, signInId: 'sign-in-1' };
const success = { status: 'success' } as const;

const ids = () => cartState.cartItems.map((line) => [line.product.id, line.quantity]);
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');
const storeVisitorCart = (...items: ReturnType<typeof item>[]) =>
  localStorage.setItem(VISITOR_CART_KEY, JSON.stringify({ items, coupon: null }));

/** The cart calls as the API answers them: this server cart, every change accepted. */
function cartApi(serverCart: FakeHandler<typeof getUserCartCall> = () => ({ products: [] })): FakeApi {
  return fakeApi()
    .on(getUserCartCall, serverCart)
    .on(upsertCartAmountCall, () => success)
    .on(removeCartProductCall, () => success);
}

let api: FakeApi;
let stop: (() => void) | undefined;
let toasts: string[];
let toastSubscription: { unsubscribe: () => void };

function start(withApi: FakeApi = cartApi()) {
  api = withApi;
  installApi(api, bus);
  stop = startCartService(bus, localStorage, sessionStorage);
}

/** The page reloads: the service stops and starts again; the bus keeps the shell's session. */
function reload(withApi?: FakeApi) {
  stop?.();
  start(withApi);
}

const sent = () =>
  api.calls
    .filter((call) => call.path !== '/cart/user_cart')
    .map((call) => [call.path.replace('/cart/', ''), call.body]);
const cartLoads = () => api.callsOf(getUserCartCall).length;

const addRequested = (product: ReturnType<typeof brief>) =>
  bus.request('cart.add-requested', { product }, { timeoutMs: 10_000 });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  bus.publish('session.changed', null);
  bus.publish('language.changed', 'es-ES');
  toasts = [];
  toastSubscription = bus.on('toast.requested').subscribe(({ message }) => toasts.push(message));
});
afterEach(async () => {
  stop?.();
  stop = undefined;
  toastSubscription.unsubscribe();
  await whenSynced();
});

describe('a visitor’s cart', () => {
  it('is restored from local storage, and its count and lines are published', () => {
    storeVisitorCart(item(1, 2), item(3));
    start();
    expect(ids()).toEqual([
      [1, 2],
      [3, 1],
    ]);
    expect(bus.current('cart.count')).toBe(3);
    expect(bus.current('cart.lines')).toEqual([
      { productId: 1, quantity: 2 },
      { productId: 3, quantity: 1 },
    ]);
  });

  it('publishes its lines at once even when empty, so the catalogue’s button wakes up', () => {
    start();
    expect(bus.current('cart.lines')).toEqual([]);
    expect(bus.current('cart.count')).toBe(0);
  });

  it('is kept under its own key, not a customer’s, and never sent to the server', async () => {
    start();
    await addRequested(brief(5));
    incrementQuantity(5);
    await settle();
    expect(VISITOR_CART_KEY.startsWith('customer.')).toBe(false);
    expect(stored(VISITOR_CART_KEY).items).toEqual([item(5, 2)]);
    expect(localStorage.getItem(CUSTOMER_CART_KEY)).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('ignores a malformed stored cart', () => {
    localStorage.setItem(VISITOR_CART_KEY, '{"items":[{"product":{"id":"x"},"quantity":2}]');
    start();
    expect(ids()).toEqual([]);
  });

  it('keeps the applied coupon', async () => {
    start();
    await addRequested(brief(5));
    updateDiscount('WELCOME10', 10);
    await settle();
    reload();
    expect(cartState).toMatchObject({ nameDiscount: 'WELCOME10', discount: 10, finalPrice: 40.5 });
  });
});

describe('the catalogue’s add-to-cart command', () => {
  it('answers with the product added and its quantity, the lines already published', async () => {
    start();
    const outcome = await addRequested(brief(4));
    expect(outcome).toEqual({
      kind: 'answered',
      answer: { correlationId: expect.any(String), productId: 4, added: true, quantity: 1 },
    });
    expect(bus.current('cart.lines')).toEqual([{ productId: 4, quantity: 1 }]);
    expect(bus.current('cart.count')).toBe(1);
  });

  it('refuses a product out of stock, and one whose stock is all in the cart, and says why', async () => {
    start();
    const none = await addRequested(brief(4, { stock: 0 }));
    expect(none).toMatchObject({
      answer: { productId: 4, added: false, quantity: 0, reason: 'out_of_stock' },
    });
    const added = await addRequested(brief(5, { stock: 1 }));
    expect(added).toMatchObject({ answer: { added: true } });
    expect(added.kind === 'answered' && 'reason' in added.answer).toBe(false);
    const full = await addRequested(brief(5, { stock: 1 }));
    expect(full).toMatchObject({
      answer: { productId: 5, added: false, quantity: 1, reason: 'stock_limit' },
    });
    expect(ids()).toEqual([[5, 1]]);
  });

  it('is held until the service starts', async () => {
    const answer = addRequested(brief(8));
    start();
    expect(await answer).toMatchObject({ answer: { added: true } });
  });
});

describe('a signed-in customer’s cart', () => {
  it('is loaded from the server and kept with their user id; the visitor’s cart is not merged into a restored session', async () => {
    storeVisitorCart(item(9));
    bus.publish('session.changed', restored);
    start(cartApi(() => ({ products: [serverLine(1, 2), serverLine(2, 5, { stock: 3 })] })));
    await settle();
    expect(ids()).toEqual([
      [1, 2],
      [2, 5],
    ]);
    expect(cartState.cartItems[1]!.errorStockQuantity).toBe(3);
    expect(stored(CUSTOMER_CART_KEY)).toMatchObject({ userId: 7, items: [{ quantity: 2 }, { quantity: 5 }] });
    expect(stored(VISITOR_CART_KEY).items).toEqual([item(9)]);
    expect(api.calls[0]!.headers).toMatchObject({ Authorization: 'Bearer tok-7' });
    expect(sent()).toEqual([]);
  });

  it('keeps its local copy when the server cart fails to load, and says so in Castellano', async () => {
    localStorage.setItem(CUSTOMER_CART_KEY, JSON.stringify({ userId: 7, items: [item(3, 2)], coupon: null }));
    bus.publish('session.changed', restored);
    start(cartApi(() => reply.errors(500, { server: ['Internal error'] })));
    await settle();
    expect(ids()).toEqual([[3, 2]]);
    expect(toasts).toEqual(['Error al obtener datos del carro del servidor']);
  });

  it('says so in English on an English page', async () => {
    bus.publish('language.changed', 'en-US');
    bus.publish('session.changed', restored);
    start(cartApi(() => reply.offline()));
    await settle();
    expect(toasts).toEqual(['Error getting the cart data from the server']);
  });

  it('never shows another customer’s stored copy', async () => {
    localStorage.setItem(CUSTOMER_CART_KEY, JSON.stringify({ userId: 8, items: [item(3, 2)], coupon: null }));
    bus.publish('session.changed', restored);
    start(cartApi(() => reply.offline()));
    await settle();
    expect(ids()).toEqual([]);
  });

  it('sends each change to the server, in order, a decrement at 1 as amount 0', async () => {
    bus.publish('session.changed', restored);
    start(cartApi(() => ({ products: [serverLine(1, 1), serverLine(2, 1)] })));
    await settle();
    await addRequested(brief(1));
    incrementQuantity(1);
    decrementQuantity(2);
    removeFromCart(1);
    await whenSynced();
    expect(sent()).toEqual([
      ['upsert_amount_product', { sku_product: 1, user_id: 7, amount: 2 }],
      ['upsert_amount_product', { sku_product: 1, user_id: 7, amount: 3 }],
      ['upsert_amount_product', { sku_product: 2, user_id: 7, amount: 0 }],
      ['remove_product', { sku_product: 1, user_id: 7 }],
    ]);
  });

  it('does not lose an add made while the server cart is on its way', async () => {
    const server = new Map([[1, serverLine(1, 1)]]);
    bus.publish('session.changed', restored);
    start(
      cartApi(async () => {
        const products = [...server.values()];
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { products };
      }).on(upsertCartAmountCall, ({ body }) => {
        server.set(body.sku_product, serverLine(body.sku_product, body.amount));
        return success;
      }),
    );
    await addRequested(brief(4));
    await whenSynced();
    await waitFor(() =>
      expect(ids()).toEqual([
        [1, 1],
        [4, 1],
      ]),
    );
  });

  it('waits for each answer before sending the next change, and ignores refused ones', async () => {
    const answered: number[] = [];
    bus.publish('session.changed', restored);
    start(
      cartApi(() => ({ products: [serverLine(1, 1)] })).on(upsertCartAmountCall, async ({ body }) => {
        await new Promise((resolve) => setTimeout(resolve, body.amount === 2 ? 30 : 0));
        answered.push(body.amount);
        return body.amount === 3 ? reply.errors(409, { stock: ['No hay 3 disponibles'] }) : success;
      }),
    );
    await settle();
    incrementQuantity(1);
    incrementQuantity(1);
    decrementQuantity(1);
    await whenSynced();
    expect(answered).toEqual([2, 3, 2]);
    expect(ids()).toEqual([[1, 2]]);
    expect(toasts).toEqual([]);
  });
});

describe('signing in', () => {
  const serverCart = () => ({ products: [serverLine(1, 1, { stock: 2 }), serverLine(2, 1)] });

  it('merges the visitor’s cart into the server cart (quantities summed up to the stock), then loads it', async () => {
    storeVisitorCart(item(1, 2, { stock: 2 }), item(3, 2));
    // The server cart as the API keeps it: the upserts change it.
    const server = new Map([
      [1, serverLine(1, 1, { stock: 2 })],
      [2, serverLine(2, 1)],
    ]);
    start(
      cartApi(() => ({ products: [...server.values()] })).on(upsertCartAmountCall, ({ body }) => {
        server.set(body.sku_product, serverLine(body.sku_product, body.amount, server.get(body.sku_product)));
        return success;
      }),
    );
    bus.publish('session.changed', signedIn);
    await whenSynced();
    await settle();
    expect(sent()).toEqual([
      ['upsert_amount_product', { sku_product: 1, user_id: 7, amount: 2 }],
      ['upsert_amount_product', { sku_product: 3, user_id: 7, amount: 2 }],
    ]);
    expect(cartLoads()).toBe(2);
    expect(ids()).toEqual([
      [1, 2],
      [2, 1],
      [3, 2],
    ]);
    expect(localStorage.getItem(VISITOR_CART_KEY)).toBeNull();
    expect(stored(CUSTOMER_CART_KEY)).toMatchObject({ userId: 7 });
    expect(bus.current('cart.count')).toBe(5);
    expect(sessionStorage.getItem(MERGED_SIGN_IN_KEY)).toBe('"sign-in-1"');
  });

  it('says a merge runs from the sign-in until the merged cart is shown, and whose cart it is', async () => {
    storeVisitorCart(item(3));
    start(cartApi(serverCart));
    expect(cartState).toMatchObject({ owner: 'visitor', merging: false });
    bus.publish('session.changed', signedIn);
    expect(cartState).toMatchObject({ owner: 7, merging: true });
    await whenMerged();
    expect(sent()).toEqual([['upsert_amount_product', { sku_product: 3, user_id: 7, amount: 1 }]]);
    expect(cartLoads()).toBe(2);
    expect(cartState.merging).toBe(false);
    stop?.();
    expect(cartState.owner).toBeNull();
  });

  it('merges once per sign-in, also across reloads', async () => {
    storeVisitorCart(item(3));
    start(cartApi(serverCart));
    bus.publish('session.changed', signedIn);
    await whenSynced();
    await settle();
    reload(cartApi(serverCart));
    bus.publish('session.changed', { ...signedIn });
    await settle();
    expect(cartLoads()).toBe(1);
    expect(sent()).toEqual([]);
  });

  it('keeps the visitor’s lines when the server cart fails, says so, and merges at the next load', async () => {
    storeVisitorCart(item(3, 2));
    start(cartApi(() => reply.errors(503, { server: ['Unavailable'] })));
    bus.publish('session.changed', signedIn);
    await whenMerged();
    expect(ids()).toEqual([[3, 2]]);
    expect(toasts).toEqual(['Error al obtener datos del carro del servidor']);
    expect(sessionStorage.getItem(MERGED_SIGN_IN_KEY)).toBeNull();

    reload(cartApi(serverCart));
    await whenSynced();
    await settle();
    expect(sent()).toEqual([['upsert_amount_product', { sku_product: 3, user_id: 7, amount: 2 }]]);
  });

  it('carries the visitor’s coupon into the customer’s cart', async () => {
    localStorage.setItem(
      VISITOR_CART_KEY,
      JSON.stringify({ items: [item(3)], coupon: { code: 'WELCOME10', discount: 10 } }),
    );
    start(cartApi(serverCart));
    bus.publish('session.changed', signedIn);
    await whenSynced();
    await settle();
    expect(cartState).toMatchObject({ nameDiscount: 'WELCOME10', discount: 10 });
  });
});

describe('a guest who left the cart to sign in', () => {
  it('has the order made after the merge, so the address step finds one', async () => {
    storeVisitorCart(item(3, 2));
    sessionStorage.setItem(CHECKOUT_AFTER_SIGN_IN_KEY, String(Date.now()));
    const server = new Map<number, ReturnType<typeof serverLine>>();
    start(
      cartApi(() => ({ products: [...server.values()] }))
        .on(upsertCartAmountCall, ({ body }) => {
          server.set(body.sku_product, serverLine(body.sku_product, body.amount));
          return success;
        })
        .on(verifyCartCall, () => ({ errors: {} }))
        .on(cleanupOrdersCall, () => success)
        .on(initializeCheckoutCall, () => ({ code: 'EST-20260305-7K3F9Q' })),
    );
    // Every moment from the sign-in on, the cart says it is still at work or has the order.
    const moments: Array<{ busy: boolean; orderCode: string | null }> = [];
    const stopWatching = subscribe(
      cartState,
      () =>
        moments.push({
          busy: cartState.merging || cartState.checkoutStarting,
          orderCode: cartState.orderCode,
        }),
      true,
    );
    bus.publish('session.changed', signedIn);
    expect(cartState).toMatchObject({ merging: true, owner: 7 });
    await waitFor(() => expect(cartState.orderCode).toBe('EST-20260305-7K3F9Q'));
    await whenMerged();
    stopWatching();
    expect(moments.filter((moment) => !moment.busy && moment.orderCode === null)).toEqual([]);
    expect(cartState).toMatchObject({ merging: false, checkoutStarting: false });
    expect(api.callsOf(initializeCheckoutCall)[0]!.body).toEqual({
      user_id: 7,
      discount_code: null,
      final_price: 90,
    });
    expect(sessionStorage.getItem(CHECKOUT_AFTER_SIGN_IN_KEY)).toBeNull();
  });
});

describe('signing out', () => {
  it('takes the customer’s cart off the page and out of storage', async () => {
    bus.publish('session.changed', restored);
    start(cartApi(() => ({ products: [serverLine(1, 2)] })));
    await settle();
    expect(bus.current('cart.count')).toBe(2);
    // The shell: the session goes, then 'session.signed-out'.
    bus.publish('session.changed', null);
    bus.publish('session.signed-out', {});
    await settle();
    expect(ids()).toEqual([]);
    expect(bus.current('cart.count')).toBe(0);
    expect(bus.current('cart.lines')).toEqual([]);
    expect(localStorage.getItem(CUSTOMER_CART_KEY)).toBeNull();
    expect(localStorage.getItem(VISITOR_CART_KEY)).toBeNull();
  });

  it('shows the next customer on the tab nothing of the first one’s cart', async () => {
    start(
      cartApi(({ body }) =>
        body.user_id === 7
          ? { products: [serverLine(1, 2), serverLine(2, 1)] }
          : { products: [serverLine(5, 1)] },
      ),
    );
    bus.publish('session.changed', signedIn);
    await whenSynced();
    await settle();
    expect(ids()).toEqual([
      [1, 2],
      [2, 1],
    ]);
    bus.publish('session.changed', null);
    bus.publish('session.signed-out', {});
    bus.publish('session.changed', {
      token: 'tok-8',
      tokenExpirationDate: '2099-01-01T00:00:00Z',
      userId: 8,
      signInId: 'b',
    });
    await whenSynced();
    await settle();
    expect(ids()).toEqual([[5, 1]]);
    expect(sent()).toEqual([]);
    expect(stored(CUSTOMER_CART_KEY)).toMatchObject({ userId: 8, items: [{ product: { id: 5 } }] });
  });
});
