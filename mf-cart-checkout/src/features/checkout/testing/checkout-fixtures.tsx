// Tests only: the checkout's orders, addresses and sessions, shaped by the contracts.
import { type FakeApi, fakeApi, renderRemote, reply } from 'remote-kit/testing';
import {
  type Address,
  type Language,
  type OrderDetail,
  type Session,
  createBus,
  getUserOrderCall,
  initializeAddressCall,
} from 'shared-contracts';
import CartCheckoutRoutes from '../../../exposes/routes';
import { type CartState, cartState, clearCart, setOrderCode } from '../../cart';

export const USER_ID = 4;
export const ORDER_CODE = 'EST-20260315-AB12CD';

export function customerSession(userId = USER_ID): Session {
  return { token: `token-of-${userId}`, userId, tokenExpirationDate: '2099-01-01T00:00:00.000Z' };
}

/** An order under checkout of two lines with a 10 % coupon, as GET /orders/{userId}/{code} answers it. */
export function checkoutOrder(change: Partial<OrderDetail> = {}): OrderDetail {
  return {
    code: ORDER_CODE,
    status: 'PAYMENT',
    date: '2026-03-15 10:00:00',
    products: [
      { name: 'Sofá Olivo', image: '/images/sofa-olivo-1.webp', price: 1289, amount: 1, productId: 7 },
      { name: 'Jarrón Nube', image: '/images/jarron-nube.webp', price: 45.5, amount: 2, productId: 12 },
    ],
    cartPrice: 1380,
    cartDiscount: 138,
    nameDiscount: 'OTONO10',
    percentageDiscount: 10,
    finalPrice: 1242,
    ...change,
  };
}

export const HOME_ADDRESS: Address = {
  email: 'ana@example.com',
  name: 'Ana García',
  streetAddress: 'Calle Mayor 1',
  streetAddressContinued: '2º B',
  city: 'Madrid',
  country: 'España',
  state: 'Madrid',
  zip: '28013',
  phoneNumber: '600111222',
  phonePrefix: '34',
};

/** A fake API with the customer's order and no addresses yet. */
export function checkoutApi(order: OrderDetail | null = checkoutOrder()): FakeApi {
  return fakeApi()
    .on(getUserOrderCall, ({ params }) => {
      expect(params.userId).toBe(USER_ID);
      return order && params.orderCode === order.code
        ? order
        : reply.errors(404, { order: ['Order not found'] });
    })
    .on(initializeAddressCall, () => ({ billing_address: null, shipping_address: null, errors: {} }));
}

/**
 * The cart the order was made from, as the cart's checkout start leaves it: the order's lines
 * and coupon, and its code (none: no checkout under way).
 */
export function cartOfOrder(orderCode: string | null = ORDER_CODE): void {
  clearCart();
  cartState.cartItems = checkoutOrder().products.map((line) => ({
    product: {
      id: line.productId,
      name: line.name,
      price: line.price,
      discount: 0,
      stock: 20,
      image: line.image,
    },
    quantity: line.amount,
    errorStockQuantity: null,
  }));
  cartState.nameDiscount = 'OTONO10';
  cartState.discount = 10;
  setOrderCode(orderCode);
}

/** The remote's routes at a URL, signed in (unless told) on a fresh bus, the cart holding the order. */
export function renderCheckout(
  url: string,
  {
    api = checkoutApi(),
    language = 'en-US',
    signedIn = true,
    orderCode = ORDER_CODE,
    cart = {},
  }: {
    api?: FakeApi;
    language?: Language;
    signedIn?: boolean;
    orderCode?: string | null;
    /** The cart not settled yet: its service not started (owner null), a merge or a checkout start running. */
    cart?: Partial<Pick<CartState, 'owner' | 'merging' | 'checkoutStarting'>>;
  } = {},
) {
  cartOfOrder(orderCode);
  // As the cart service leaves it: this session's cart shown, no merge or checkout start running.
  Object.assign(cartState, {
    owner: signedIn ? USER_ID : 'visitor',
    merging: false,
    checkoutStarting: false,
  });
  Object.assign(cartState, cart);
  const bus = createBus();
  bus.publish('session.changed', signedIn ? customerSession() : null);
  return { ...renderRemote(<CartCheckoutRoutes />, { url, bus, api, language }), api };
}
