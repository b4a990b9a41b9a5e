import {
  type Address,
  type AddressInput,
  type FieldErrors,
  INVALID_TOKEN_MESSAGE,
  DEFAULT_PHONE_PREFIX,
} from 'shared-contracts';

// The address step's rules (docs/spec.md §3, §4): two addresses, shipping following billing while
// 'use billing address' is on, the server's errors per field of each.

export const ADDRESS_FIELDS = [
  'email',
  'name',
  'streetAddress',
  'streetAddressContinued',
  'city',
  'state',
  'zip',
  'country',
  'phonePrefix',
  'phoneNumber',
] as const satisfies ReadonlyArray<keyof Address>;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export type AddressValues = Record<AddressField, string>;
export type AddressKind = 'billing' | 'shipping';

export const EMPTY_ADDRESS: AddressValues = {
  email: '',
  name: '',
  streetAddress: '',
  streetAddressContinued: '',
  city: '',
  state: '',
  zip: '',
  country: '',
  phonePrefix: DEFAULT_PHONE_PREFIX,
  phoneNumber: '',
};

/** An address the API answered, as the form holds it (none: an empty one). */
export function addressValues(address: Address | null | undefined): AddressValues {
  if (!address) return { ...EMPTY_ADDRESS };
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field]])) as AddressValues;
}

export function sameAddress(a: AddressValues, b: AddressValues): boolean {
  return ADDRESS_FIELDS.every((field) => a[field].trim() === b[field].trim());
}

/**
 * docs/spec.md §4: 'use billing address' is on by default, and stays on when both loaded addresses
 * are equal; only two different addresses loaded turn it off.
 */
export function initialUseBillingAddress(billing: Address | null, shipping: Address | null): boolean {
  return !billing || !shipping || sameAddress(addressValues(billing), addressValues(shipping));
}

/** The addresses to save: the shipping one is the billing one while 'use billing address' is on. */
export function addressesToSave(
  billing: AddressValues,
  shipping: AddressValues,
  useBillingAddress: boolean,
): { billing_address: AddressInput; shipping_address: AddressInput } {
  return {
    billing_address: { ...billing },
    shipping_address: { ...(useBillingAddress ? billing : shipping) },
  };
}

export interface AddressErrors {
  billing: Partial<Record<AddressField, string[]>>;
  shipping: Partial<Record<AddressField, string[]>>;
  /** Errors of no field, above the form. */
  form: FieldErrors;
}

const WIRE_KEYS: Record<string, AddressKind> = { billing_address: 'billing', shipping_address: 'shipping' };

/**
 * The server's answer sorted by field: `billing_address.zip` under the billing zip. While
 * shipping follows billing, its errors repeat the billing ones and are not shown twice.
 */
export function addressErrors(errors: FieldErrors, useBillingAddress: boolean): AddressErrors {
  const result: AddressErrors = { billing: {}, shipping: {}, form: {} };
  for (const [key, messages] of Object.entries(errors)) {
    if (messages.length === 0) continue;
    const [wire = '', field, ...rest] = key.split('.');
    const kind = WIRE_KEYS[wire];
    if (kind && field && rest.length === 0 && (ADDRESS_FIELDS as readonly string[]).includes(field)) {
      if (kind === 'shipping' && useBillingAddress) continue;
      const list = result[kind];
      list[field as AddressField] = [...(list[field as AddressField] ?? []), ...messages];
    } else if (!(kind === 'shipping' && useBillingAddress)) {
      result.form[key] = [...(result.form[key] ?? []), ...messages];
    }
  }
  return result;
}

/** docs/spec.md §4: an 'Invalid token' auth error or a save error sends the customer to sign in again. */
export function mustSignInAgain(errors: FieldErrors): boolean {
  return Boolean(errors.auth?.includes(INVALID_TOKEN_MESSAGE) || errors.save?.length);
}
