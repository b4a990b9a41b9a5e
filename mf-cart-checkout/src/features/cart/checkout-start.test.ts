import {
  type Session,
  cleanupOrdersCall,
  getBus,
  getProductCall,
  getUserCartCall,
  initializeCheckoutCall,
  upsertCartAmountCall,
  verifyCartCall,
} from 'shared-contracts';
import { type FakeApi, fakeApi, installApi, productDetail, reply } from 'remote-kit/testing';
import { CHECKOUT_AFTER_SIGN_IN_KEY } from './cart-storage';
import {
  GUEST_CHECKOUT_PATH,
  cartToVerify,
  resumeCheckoutAfterSignIn,
  startCheckout,
} from './checkout-start';
import { whenSynced } from './server-queue';
import { incrementQuantity } from './stores/cart-actions';
import { cartState, replaceCart, trackMerge, whenMerged } from './stores/cart-store';
import { item, serverLine } from './testing/cart-fixtures';

const bus = getBus();
const ORDER = 'EST-20260305-7K3F9Q';
const customer: Session = { token: 'tok-7', tokenExpirationDate: '2099-01-01T00:00:00Z', userId: 7 };
const success = { status: 'success' } as const;

/** Two lines and a coupon: 2 × 19.99 + 1 × 45 = 84.98; 10 % = 8.498 → 8.50; total 76.48. */
function fillCart() {
  replaceCart({
    items: [item(1, 2, { price: 19.99 }), item(2, 1, { price: 45 })],
    coupon: { code: 'WELCOME10', discount: 10 },
    orderCode: null,
  });
}

/** Every checkout call accepted. */
function checkoutApi(): FakeApi {
  return fakeApi()
    .on(verifyCartCall, () => ({ errors: {} }))
    .on(cleanupOrdersCall, () => success)
    .on(initializeCheckoutCall, () => ({ code: ORDER }))
    .on(upsertCartAmountCall, () => success);
}

let api: FakeApi;
function install(withApi: FakeApi) {
  api = withApi;
  installApi(api, bus);
}
const paths = () => api.calls.map((call) => call.path);

beforeEach(() => {
  sessionStorage.clear();
  bus.publish('session.changed', null);
  bus.publish('language.changed', 'es-ES');
  fillCart();
});
afterEach(() => whenSynced());

describe('the checkout button (docs/spec.md §4 Checkout start)', () => {
  it('sends verify_cart each line’s id, quantity and unit price, the coupon and the total shown', async () => {
    install(checkoutApi());
    await startCheckout(bus, sessionStorage);
    expect(api.callsOf(verifyCartCall)[0]!.body).toEqual({
      cart_data: [
        { id: 1, quantity: 2, price: 19.99 },
        { id: 2, quantity: 1, price: 45 },
      ],
      coupon_code_discount: 'WELCOME10',
      total: 76.48,
    });
    expect(cartToVerify().total).toBe(76.48);
  });

  it('sends no coupon as null', () => {
    replaceCart({ items: [item(1)], coupon: null, orderCode: null });
    expect(cartToVerify().coupon_code_discount).toBeNull();
  });

  it('sends a guest to sign in or register, back to the address step, and remembers to go on after', async () => {
    install(checkoutApi());
    expect(await startCheckout(bus, sessionStorage)).toEqual({
      kind: 'navigate',
      to: '/login-register-checkout?return_to=%2Fcheckout%2Faddress',
    });
    expect(GUEST_CHECKOUT_PATH).toBe('/login-register-checkout?return_to=%2Fcheckout%2Faddress');
    expect(paths()).toEqual(['/checkout/verify_cart']);
    expect(sessionStorage.getItem(CHECKOUT_AFTER_SIGN_IN_KEY)).not.toBeNull();
  });

  it('drops a customer’s abandoned checkouts, makes the order, keeps its code and goes to the address step', async () => {
    bus.publish('session.changed', customer);
    install(checkoutApi());
    expect(await startCheckout(bus, sessionStorage)).toEqual({ kind: 'navigate', to: '/checkout/address' });
    expect(paths()).toEqual(['/checkout/verify_cart', '/checkout/cleanup_orders', '/checkout/initialize']);
    expect(api.callsOf(cleanupOrdersCall)[0]!.body).toEqual({ user_id: 7 });
    expect(api.callsOf(initializeCheckoutCall)[0]!.body).toEqual({
      user_id: 7,
      discount_code: 'WELCOME10',
      final_price: 76.48,
    });
    expect(cartState.orderCode).toBe(ORDER);
    expect(cartState.checkoutStarting).toBe(false);
  });

  it('ignores the result of cleanup_orders', async () => {
    bus.publish('session.changed', customer);
    install(checkoutApi().on(cleanupOrdersCall, () => reply.errors(500, { server: ['Internal error'] })));
    expect(await startCheckout(bus, sessionStorage)).toEqual({ kind: 'navigate', to: '/checkout/address' });
  });

  it('sends the changes still on their way before it verifies the cart', async () => {
    bus.publish('session.changed', customer);
    install(
      checkoutApi().on(upsertCartAmountCall, async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return success;
      }),
    );
    incrementQuantity(2);
    await startCheckout(bus, sessionStorage);
    expect(paths()[0]).toBe('/cart/upsert_amount_product');
    expect(api.callsOf(verifyCartCall)[0]!.body).toMatchObject({ total: 116.98 });
  });

  it('shows a visitor’s short lines with the units available now, and forgets the order code', async () => {
    replaceCart({ items: [item(1, 3), item(2, 1, { price: 45 })], coupon: null, orderCode: ORDER });
    install(
      checkoutApi()
        .on(verifyCartCall, () =>
          reply.errors(409, {
            'stock.1': ['No hay 3 disponibles'],
            'price.2': ['El precio de este producto ha cambiado'],
            total: ['El total ha cambiado; revisa tu carro'],
          }),
        )
        .on(getProductCall, ({ params }) =>
          productDetail(params.id, params.id === 1 ? { stock: 1 } : { price: 39, name: 'Lámpara Arco' }),
        ),
    );
    expect(await startCheckout(bus, sessionStorage)).toEqual({
      kind: 'refused',
      messages: [
        'Lámpara Arco: El precio de este producto ha cambiado',
        'El total ha cambiado; revisa tu carro',
      ],
    });
    expect(api.callsOf(getProductCall).map((call) => call.path)).toEqual(['/products/1', '/products/2']);
    expect(cartState.cartItems[0]).toMatchObject({
      quantity: 3,
      errorStockQuantity: 1,
      product: { stock: 1 },
    });
    expect(cartState.cartItems[1]).toMatchObject({ errorStockQuantity: null, product: { price: 39 } });
    expect(cartState.orderCode).toBeNull();
    expect(paths()).not.toContain('/checkout/initialize');
  });

  it('reads a customer’s stock from their server cart', async () => {
    bus.publish('session.changed', customer);
    install(
      checkoutApi()
        .on(verifyCartCall, () => reply.errors(409, { 'stock.1': ['No hay 2 disponibles'] }))
        .on(getUserCartCall, () => ({ products: [serverLine(1, 2, { stock: 0 }), serverLine(2, 1)] })),
    );
    expect(await startCheckout(bus, sessionStorage)).toEqual({ kind: 'refused', messages: [] });
    expect(cartState.cartItems[0]).toMatchObject({ quantity: 2, errorStockQuantity: 0 });
  });

  it('shows the short lines initialize finds', async () => {
    bus.publish('session.changed', customer);
    install(
      checkoutApi()
        .on(initializeCheckoutCall, () => reply.errors(409, { 'stock.2': ['No hay 1 disponibles'] }))
        .on(getUserCartCall, () => ({ products: [serverLine(1, 2), serverLine(2, 1, { stock: 0 })] })),
    );
    expect(await startCheckout(bus, sessionStorage)).toEqual({ kind: 'refused', messages: [] });
    expect(cartState.cartItems[1]).toMatchObject({ errorStockQuantity: 0 });
    expect(cartState.orderCode).toBeNull();
  });

  it.each([
    ['verify_cart', verifyCartCall],
    ['initialize', initializeCheckoutCall],
  ])('says it failed when %s gets no answer, and changes nothing', async (_name, call) => {
    bus.publish('session.changed', customer);
    install(checkoutApi().on(call, () => reply.offline()));
    expect(await startCheckout(bus, sessionStorage)).toEqual({ kind: 'failed' });
    expect(cartState.cartItems.map((line) => line.errorStockQuantity)).toEqual([null, null]);
  });

  it('does nothing for an empty cart', async () => {
    replaceCart({ items: [], coupon: null, orderCode: null });
    install(checkoutApi());
    expect(await startCheckout(bus, sessionStorage)).toEqual({ kind: 'refused', messages: [] });
    expect(api.calls).toEqual([]);
  });
});

describe('a checkout start and a sign-in’s merge', () => {
  /** A merge as the cart service runs it: `finish` puts the merged cart in and ends it. */
  function mergeRunning() {
    let end = () => undefined as void;
    trackMerge(new Promise<void>((resolve) => (end = resolve)));
    return {
      finish: () => {
        replaceCart({
          items: [item(1, 3, { price: 19.99 }), item(2, 1, { price: 45 })],
          coupon: null,
          orderCode: null,
        });
        end();
      },
    };
  }

  it('waits for a merge still running before verify_cart, then verifies the merged cart', async () => {
    bus.publish('session.changed', customer);
    install(checkoutApi());
    const merge = mergeRunning();
    const outcome = startCheckout(bus, sessionStorage);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
    merge.finish();
    expect(await outcome).toEqual({ kind: 'navigate', to: '/checkout/address' });
    expect(api.callsOf(verifyCartCall)[0]!.body).toMatchObject({
      cart_data: [
        { id: 1, quantity: 3, price: 19.99 },
        { id: 2, quantity: 1, price: 45 },
      ],
    });
    expect(api.callsOf(initializeCheckoutCall)[0]!.body).toMatchObject({ final_price: 104.97 });
  });

  it('goes at once when the merge ended before it', async () => {
    bus.publish('session.changed', customer);
    install(checkoutApi());
    mergeRunning().finish();
    await whenMerged();
    expect(cartState.merging).toBe(false);
    expect(await startCheckout(bus, sessionStorage)).toEqual({ kind: 'navigate', to: '/checkout/address' });
    expect(api.callsOf(verifyCartCall)).toHaveLength(1);
  });
});

describe('going on after a guest’s sign-in', () => {
  it('makes the order the address step needs', async () => {
    install(checkoutApi());
    await startCheckout(bus, sessionStorage);
    bus.publish('session.changed', customer);
    await resumeCheckoutAfterSignIn(bus, sessionStorage);
    expect(paths()).toEqual([
      '/checkout/verify_cart',
      '/checkout/verify_cart',
      '/checkout/cleanup_orders',
      '/checkout/initialize',
    ]);
    expect(cartState.orderCode).toBe(ORDER);
    expect(sessionStorage.getItem(CHECKOUT_AFTER_SIGN_IN_KEY)).toBeNull();
  });

  it('runs inside the merge that calls it, without waiting for that merge to end', async () => {
    install(checkoutApi());
    await startCheckout(bus, sessionStorage);
    bus.publish('session.changed', customer);
    const resumed = resumeCheckoutAfterSignIn(bus, sessionStorage);
    trackMerge(resumed);
    await resumed;
    expect(cartState.orderCode).toBe(ORDER);
    await whenMerged();
  });

  it('does nothing after a sign-in that did not come from the cart', async () => {
    bus.publish('session.changed', customer);
    install(checkoutApi());
    await resumeCheckoutAfterSignIn(bus, sessionStorage);
    expect(api.calls).toEqual([]);
  });
});
