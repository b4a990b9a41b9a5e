import { type Address } from 'shared-contracts';
import {
  EMPTY_ADDRESS,
  addressErrors,
  addressValues,
  addressesToSave,
  initialUseBillingAddress,
  mustSignInAgain,
} from './address-form';

const HOME: Address = {
  email: 'ana@example.com',
  name: 'Ana García',
  streetAddress: 'Calle Mayor 1',
  streetAddressContinued: '',
  city: 'Madrid',
  country: 'España',
  state: 'Madrid',
  zip: '28013',
  phoneNumber: '600111222',
  phonePrefix: '34',
};
const OFFICE: Address = { ...HOME, streetAddress: 'Paseo del Prado 8', zip: '28014' };

describe("'use billing address'", () => {
  it('is on by default: nothing loaded, or only the billing address', () => {
    expect(initialUseBillingAddress(null, null)).toBe(true);
    expect(initialUseBillingAddress(HOME, null)).toBe(true);
  });

  it('is on when both loaded addresses are equal, off when they differ', () => {
    expect(initialUseBillingAddress(HOME, { ...HOME })).toBe(true);
    expect(initialUseBillingAddress(HOME, { ...HOME, city: ' Madrid ' })).toBe(true);
    expect(initialUseBillingAddress(HOME, OFFICE)).toBe(false);
  });

  it('makes the shipping address follow the billing one while on', () => {
    const billing = addressValues(HOME);
    const shipping = addressValues(OFFICE);
    expect(addressesToSave(billing, shipping, true)).toEqual({
      billing_address: HOME,
      shipping_address: HOME,
    });
    expect(addressesToSave(billing, shipping, false)).toEqual({
      billing_address: HOME,
      shipping_address: OFFICE,
    });
  });
});

describe('the address form', () => {
  it('starts empty with the Spanish prefix when nothing was loaded', () => {
    expect(addressValues(null)).toEqual(EMPTY_ADDRESS);
    expect(EMPTY_ADDRESS.phonePrefix).toBe('34');
  });

  it("puts the server's errors under the field of each address, the rest above the form", () => {
    const errors = {
      'billing_address.zip': ['Enter a valid post code'],
      'shipping_address.city': ['Enter the city'],
      'shipping_address.zip': ['Enter a valid post code'],
      user_id: ['Not yours'],
      empty: [],
    };
    expect(addressErrors(errors, false)).toEqual({
      billing: { zip: ['Enter a valid post code'] },
      shipping: { city: ['Enter the city'], zip: ['Enter a valid post code'] },
      form: { user_id: ['Not yours'] },
    });
    // Shipping follows billing: its errors are the billing ones again.
    expect(addressErrors(errors, true)).toEqual({
      billing: { zip: ['Enter a valid post code'] },
      shipping: {},
      form: { user_id: ['Not yours'] },
    });
  });

  it("sends the customer to sign in again on 'Invalid token' or a save error (docs/spec.md §4)", () => {
    expect(mustSignInAgain({ auth: ['Invalid token'] })).toBe(true);
    expect(mustSignInAgain({ save: ['No order to save the addresses on'] })).toBe(true);
    expect(mustSignInAgain({ save: [] })).toBe(false);
    expect(mustSignInAgain({ 'billing_address.zip': ['Enter a valid post code'] })).toBe(false);
  });
});
