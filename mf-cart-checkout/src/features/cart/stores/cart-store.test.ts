import { getBus } from 'shared-contracts';
import { fakeApi, installApi } from 'remote-kit/testing';
import { brief, item } from '../testing/cart-fixtures';
import {
  acceptAvailableUnits,
  clearCart,
  clearStockErrorOf,
  decrementQuantity,
  incrementQuantity,
  removeFromCart,
  updateDiscount,
} from './cart-actions';
import { addToCart, cartState, replaceCart, setCartItems, setOrderCode } from './cart-store';

const ORDER = 'EST-20260305-7K3F9Q';

beforeEach(() => {
  getBus().publish('session.changed', null);
  installApi(fakeApi());
  replaceCart({
    items: [item(1, 2, { stock: 5, price: 10 }), item(2, 1, { price: 0.99 })],
    coupon: null,
    orderCode: ORDER,
  });
});

describe('the cart state (docs/spec.md §3, §4)', () => {
  it('counts units and totals the lines in cents, rounded once', () => {
    expect(cartState).toMatchObject({ cartCount: 3, subTotal: 20.99, discountAmount: 0, finalPrice: 20.99 });
    updateDiscount('MAXIMO', 45.25);
    // 20.99 × 45.25 % = 9.498… → 9.50
    expect(cartState).toMatchObject({
      discount: 45.25,
      nameDiscount: 'MAXIMO',
      discountAmount: 9.5,
      finalPrice: 11.49,
    });
  });

  it.each([
    ['an add', () => addToCart(brief(3))],
    ['an increment', () => incrementQuantity(1)],
    ['a decrement', () => decrementQuantity(1)],
    ['a removal', () => removeFromCart(2)],
    ['clearing the cart', () => clearCart()],
    ['a new coupon', () => updateDiscount('WELCOME10', 10)],
  ])('forgets the order code on %s', (_name, change) => {
    change();
    expect(cartState.orderCode).toBeNull();
  });

  it('keeps the order code when nothing changed: a refused increment, a stock error cleared, a load', () => {
    incrementQuantity(2);
    setCartItems([...cartState.cartItems]);
    expect(cartState.cartItems[1]!.quantity).toBe(2);
    setOrderCode(ORDER);
    replaceCart({
      items: [{ ...item(9, 3, { stock: 3 }), errorStockQuantity: 1 }],
      coupon: null,
      orderCode: ORDER,
    });
    incrementQuantity(9);
    clearStockErrorOf(9);
    expect(cartState.orderCode).toBe(ORDER);
    expect(cartState.cartItems[0]!.errorStockQuantity).toBeNull();
  });

  it('on Accept sets the quantity to the units available and forgets the order', () => {
    replaceCart({ items: [{ ...item(9, 3), errorStockQuantity: 1 }], coupon: null, orderCode: ORDER });
    acceptAvailableUnits(9);
    expect(cartState.cartItems).toEqual([{ ...item(9, 1, { stock: 1 }), errorStockQuantity: null }]);
    expect(cartState.orderCode).toBeNull();
  });

  it('clears the cart with its coupon', () => {
    updateDiscount('WELCOME10', 10);
    clearCart();
    expect(cartState).toMatchObject({
      cartItems: [],
      cartCount: 0,
      discount: 0,
      nameDiscount: '',
      finalPrice: 0,
    });
  });

  it('removes the coupon with an empty code, and caps a larger one at 45.25 %', () => {
    updateDiscount('GRANDE', 70);
    expect(cartState.discount).toBe(45.25);
    updateDiscount('', 10);
    expect(cartState).toMatchObject({ discount: 0, nameDiscount: '' });
  });
});
