import { centsToEuros } from '../rules/money';
import { cartTotals } from '../rules/cart-totals';
import { AddressInputSchema, AddressSchema } from '../shared/address';
import { describeCalls } from '../shared/testing/describe-calls';
import { addressExample } from '../shared/testing/fixtures';
import { AddressInitializeAnswerSchema } from './address-initialize';
import { SaveAddressAnswerSchema, SaveAddressRequestSchema } from './address-save';
import * as calls from './calls';
import { CleanupOrdersRequestSchema } from './cleanup-orders';
import { CurrentOrderCodeAnswerSchema } from './current-code';
import { InitializeCheckoutAnswerSchema, InitializeCheckoutRequestSchema } from './initialize';
import {
  cartLineErrors,
  VERIFY_CART_ERRORS,
  VerifyCartAnswerSchema,
  VerifyCartRequestSchema,
} from './verify-cart';

const address = addressExample;

const firstIssue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issue = result.error?.issues[0];
  return issue && { path: issue.path.join('.'), message: issue.message };
};

describeCalls('checkout', calls);

describe('VerifyCartRequestSchema', () => {
  const body = {
    cart_data: [
      { id: 7, quantity: 2, price: 1289 },
      { id: '12', quantity: 1, price: 45.5 },
    ],
    coupon_code_discount: 'maximo',
    total: 1437.49,
  };

  it('takes docs/spec.md §7 shape and normalises the coupon code', () => {
    expect(VerifyCartRequestSchema.parse(body)).toEqual({
      cart_data: [
        { id: 7, quantity: 2, price: 1289 },
        { id: 12, quantity: 1, price: 45.5 },
      ],
      coupon_code_discount: 'MAXIMO',
      total: 1437.49,
    });
  });

  it.each([null, '', '  ', undefined])('reads %p as no coupon', (coupon) => {
    expect(
      VerifyCartRequestSchema.parse({ ...body, coupon_code_discount: coupon }).coupon_code_discount,
    ).toBeNull();
  });

  it.each([
    ['no lines', { ...body, cart_data: [] }, 'cart_data'],
    ['no total', { ...body, total: undefined }, 'total'],
    ['a total with float noise', { ...body, total: 0.1 + 0.2 }, 'total'],
    ['a negative price', { ...body, cart_data: [{ id: 7, quantity: 1, price: -1 }] }, 'cart_data.0.price'],
    ['a price as text', { ...body, cart_data: [{ id: 7, quantity: 1, price: '12' }] }, 'cart_data.0.price'],
    ['a quantity of 0', { ...body, cart_data: [{ id: 7, quantity: 0, price: 1 }] }, 'cart_data.0.quantity'],
    [
      'a quantity of 1000',
      { ...body, cart_data: [{ id: 7, quantity: 1000, price: 1 }] },
      'cart_data.0.quantity',
    ],
    ['a line without id', { ...body, cart_data: [{ quantity: 1, price: 1 }] }, 'cart_data.0.id'],
    [
      'a product twice',
      {
        ...body,
        cart_data: [
          { id: 7, quantity: 1, price: 1 },
          { id: '7', quantity: 2, price: 1 },
        ],
      },
      'cart_data.1.id',
    ],
    ['a code too long', { ...body, coupon_code_discount: 'X'.repeat(41) }, 'coupon_code_discount'],
  ])('refuses %s', (_name, input, path) => {
    expect(firstIssue(VerifyCartRequestSchema.safeParse(input))?.path).toBe(path);
  });

  it('says which product is on two lines', () => {
    const result = VerifyCartRequestSchema.safeParse({
      ...body,
      cart_data: [body.cart_data[0], body.cart_data[0]],
    });
    expect(firstIssue(result)?.message).toBe('duplicate_product');
  });
});

describe('verify_cart answers', () => {
  it('answers a buyable cart with empty lists only', () => {
    expect(VerifyCartAnswerSchema.safeParse({ errors: {} }).success).toBe(true);
    expect(VerifyCartAnswerSchema.safeParse({ errors: { total: [] } }).success).toBe(true);
    expect(VerifyCartAnswerSchema.safeParse({ errors: { total: ['changed'] } }).success).toBe(false);
    expect(VerifyCartAnswerSchema.safeParse({}).success).toBe(false);
  });

  it('names line errors by product id, for the cart to show under each line', () => {
    const errors = {
      [VERIFY_CART_ERRORS.line('stock', 7)]: ['No hay 3 disponibles'],
      [VERIFY_CART_ERRORS.line('price', 12)]: ['El precio ha cambiado'],
      [VERIFY_CART_ERRORS.coupon]: ['El código X no es válido'],
      'stock.8': [],
    };
    expect(cartLineErrors(errors)).toEqual([
      { topic: 'stock', productId: 7, messages: ['No hay 3 disponibles'] },
      { topic: 'price', productId: 12, messages: ['El precio ha cambiado'] },
    ]);
  });
});

describe('InitializeCheckoutRequestSchema', () => {
  it('takes the final price of cartTotals with two decimals', () => {
    const { finalPriceCents } = cartTotals([{ unitPriceCents: 99, quantity: 3 }], 45.25);
    const body = { user_id: '3', discount_code: 'maximo', final_price: centsToEuros(finalPriceCents) };
    expect(InitializeCheckoutRequestSchema.parse(body)).toEqual({
      user_id: 3,
      discount_code: 'MAXIMO',
      final_price: 1.63,
    });
  });

  it.each([
    [{ user_id: 3, discount_code: null, final_price: 1.625 }, 'final_price'],
    [{ user_id: 3, discount_code: null }, 'final_price'],
    [{ discount_code: null, final_price: 10 }, 'user_id'],
    [{ user_id: 0, discount_code: null, final_price: 10 }, 'user_id'],
  ])('refuses %p on %s', (body, path) => {
    expect(firstIssue(InitializeCheckoutRequestSchema.safeParse(body))?.path).toBe(path);
  });

  it.each([
    [{ code: 'EST-20260305-7K3F9Q' }, true],
    [{ code: 'est-1234' }, false],
    [{ code: 'AB' }, false],
    [{}, false],
  ])('answer %p → %p', (answer, ok) => {
    expect(InitializeCheckoutAnswerSchema.safeParse(answer).success).toBe(ok);
  });
});

describe('AddressInputSchema (docs/spec.md §3)', () => {
  it('takes a full address and fills the optional lines with empty text', () => {
    expect(AddressInputSchema.parse(address)).toEqual(address);
    const { streetAddressContinued: _line, state: _state, ...required } = address;
    expect(AddressInputSchema.parse(required)).toEqual({ ...address, streetAddressContinued: '', state: '' });
  });

  it.each([
    ['email', 'ana', 'email_format'],
    ['name', '', undefined],
    ['name', 'Ana\nGarcía', 'single_line'],
    ['streetAddress', '   ', undefined],
    ['city', 42, undefined],
    ['country', undefined, undefined],
    ['zip', '28 013!', 'zip_format'],
    ['zip', '1234567890123', undefined],
    ['phonePrefix', '+34', 'phone_prefix_format'],
    ['phonePrefix', '12345', 'phone_prefix_format'],
    ['phoneNumber', '12', 'phone_number_format'],
  ])('refuses %s = %p', (field, value, key) => {
    const issue = firstIssue(AddressInputSchema.safeParse({ ...address, [field]: value }));
    expect(issue?.path).toBe(field);
    if (key) expect(issue?.message).toBe(key);
  });
});

describe('address calls', () => {
  it('names a bad field under its address', () => {
    const result = SaveAddressRequestSchema.safeParse({
      user_id: 1,
      billing_address: address,
      shipping_address: { ...address, city: '' },
    });
    expect(firstIssue(result)?.path).toBe('shipping_address.city');
  });

  it('answers the addresses to prefill, or null', () => {
    const answer = { billing_address: address, shipping_address: null, errors: {} };
    expect(AddressInitializeAnswerSchema.safeParse(answer).success).toBe(true);
    expect(AddressSchema.safeParse({ ...address, zip: undefined }).success).toBe(false);
    expect(AddressInitializeAnswerSchema.safeParse({ ...answer, errors: undefined }).success).toBe(false);
    expect(SaveAddressAnswerSchema.safeParse({ errors: {} }).success).toBe(true);
    expect(SaveAddressAnswerSchema.safeParse({ errors: { save: ['x'] } }).success).toBe(false);
  });
});

describe('cleanup_orders and current_code', () => {
  it('take a user id and answer the code under checkout, or null', () => {
    expect(CleanupOrdersRequestSchema.parse({ user_id: '5' })).toEqual({ user_id: 5 });
    expect(CleanupOrdersRequestSchema.safeParse({}).success).toBe(false);
    expect(CurrentOrderCodeAnswerSchema.safeParse({ code: null }).success).toBe(true);
    expect(CurrentOrderCodeAnswerSchema.safeParse({ code: 'EST-0001' }).success).toBe(true);
    expect(CurrentOrderCodeAnswerSchema.safeParse({}).success).toBe(false);
  });
});
