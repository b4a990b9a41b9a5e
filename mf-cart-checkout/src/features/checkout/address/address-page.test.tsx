import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from 'remote-kit/testing';
import {
  type Address,
  getUserOrderCall,
  initializeAddressCall,
  saveCheckoutAddressCall,
} from 'shared-contracts';
import { cartState } from '../../cart';
import { HOME_ADDRESS, ORDER_CODE, USER_ID, checkoutApi, renderCheckout } from '../testing/checkout-fixtures';

const OFFICE = {
  ...HOME_ADDRESS,
  streetAddress: 'Paseo del Prado 8',
  streetAddressContinued: '',
  zip: '28014',
};

function withAddresses(billing: typeof HOME_ADDRESS | null, shipping: typeof HOME_ADDRESS | null) {
  return checkoutApi().on(initializeAddressCall, ({ body }) => {
    expect(body.user_id).toBe(USER_ID);
    return { billing_address: billing, shipping_address: shipping, errors: {} };
  });
}

const billing = () => screen.getByRole('group', { name: 'Billing address' });

describe('/checkout/address', () => {
  it("prefills the billing address, ships to it by default, and shows the order's lines and totals", async () => {
    renderCheckout('/checkout/address', { api: withAddresses(HOME_ADDRESS, HOME_ADDRESS) });
    expect(
      await within(await screen.findByRole('group', { name: 'Billing address' })).findByLabelText('Email'),
    ).toHaveValue('ana@example.com');
    expect(within(billing()).getByLabelText('Post code')).toHaveValue('28013');
    expect(within(billing()).getByLabelText('Prefix')).toHaveValue('+34');
    expect(within(billing()).getByLabelText('Email')).toHaveAttribute('autocomplete', 'billing email');
    expect(within(billing()).getByLabelText('Post code')).toHaveAttribute(
      'autocomplete',
      'billing postal-code',
    );
    expect(screen.getByRole('checkbox', { name: 'Use the billing address for shipping' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Shipping address' })).not.toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Sofá OlivoQuantity: 11,289.00\u00a0€', 'Jarrón NubeQuantity: 291.00\u00a0€']);
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('1,380.00');
    expect(within(summary).getByText('Discount OTONO10 (10%)').nextSibling).toHaveTextContent('−138.00');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('1,242.00');
  });

  it("starts with 'use billing address' off when the loaded addresses differ", async () => {
    renderCheckout('/checkout/address', { api: withAddresses(HOME_ADDRESS, OFFICE) });
    const shipping = await screen.findByRole('group', { name: 'Shipping address' });
    expect(screen.getByRole('checkbox', { name: 'Use the billing address for shipping' })).not.toBeChecked();
    expect(within(shipping).getByLabelText('Street address')).toHaveValue('Paseo del Prado 8');
    expect(within(shipping).getByLabelText('Street address')).toHaveAttribute(
      'autocomplete',
      'shipping address-line1',
    );
  });

  it('saves the billing address as the shipping one while the box is on, then goes to Delivery', async () => {
    const api = withAddresses(HOME_ADDRESS, null).on(saveCheckoutAddressCall, () => ({ errors: {} }));
    const { probe } = renderCheckout('/checkout/address', { api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue to delivery' }));
    await waitFor(() => expect(probe.pathname).toBe('/checkout/delivery'));
    expect(api.callsOf(saveCheckoutAddressCall)[0]!.body).toEqual({
      user_id: USER_ID,
      billing_address: HOME_ADDRESS,
      shipping_address: HOME_ADDRESS,
    });
  });

  it('saves a shipping address of its own once the box is off (starting from the billing one)', async () => {
    const api = withAddresses(HOME_ADDRESS, null).on(saveCheckoutAddressCall, () => ({ errors: {} }));
    renderCheckout('/checkout/address', { api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Use the billing address for shipping' }));
    const shipping = screen.getByRole('group', { name: 'Shipping address' });
    expect(within(shipping).getByLabelText('City')).toHaveValue('Madrid');
    await user.clear(within(shipping).getByLabelText('City'));
    await user.type(within(shipping).getByLabelText('City'), 'Toledo');
    await user.click(screen.getByRole('button', { name: 'Continue to delivery' }));
    await waitFor(() => expect(api.callsOf(saveCheckoutAddressCall)).toHaveLength(1));
    expect(api.callsOf(saveCheckoutAddressCall)[0]!.body).toMatchObject({
      billing_address: { city: 'Madrid' },
      shipping_address: { city: 'Toledo', name: 'Ana García' },
    });
  });

  it('starts with empty addresses when they cannot be read', async () => {
    const api = checkoutApi().on(initializeAddressCall, () =>
      reply.errors(500, { server: ['Internal error'] }),
    );
    renderCheckout('/checkout/address', { api });
    expect(
      within(await screen.findByRole('group', { name: 'Billing address' })).getByLabelText('Email'),
    ).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Use the billing address for shipping' })).toBeChecked();
  });

  it('shows the shipping address just saved on the Delivery step at once, and the saved addresses back here', async () => {
    let saved: { billing_address: Address; shipping_address: Address } | undefined;
    let answerReread = () => undefined as void;
    const api = checkoutApi()
      .on(initializeAddressCall, async () => {
        // The Delivery step's read of the saved addresses is held: the step does not wait for it.
        if (saved) await new Promise<void>((resolve) => (answerReread = resolve));
        return {
          billing_address: saved?.billing_address ?? HOME_ADDRESS,
          shipping_address: saved?.shipping_address ?? null,
          errors: {},
        };
      })
      .on(saveCheckoutAddressCall, ({ body }) => {
        saved = {
          billing_address: body.billing_address,
          shipping_address: body.shipping_address,
        };
        return { errors: {} };
      });
    const { probe } = renderCheckout('/checkout/address', { api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Use the billing address for shipping' }));
    const street = within(screen.getByRole('group', { name: 'Shipping address' })).getByLabelText(
      'Street address',
    );
    await user.clear(street);
    await user.type(street, 'Paseo del Prado 8');
    await user.click(screen.getByRole('button', { name: 'Continue to delivery' }));

    await waitFor(() => expect(probe.pathname).toBe('/checkout/delivery'));
    expect(await screen.findByRole('radio', { name: 'Home delivery Free' })).toHaveAccessibleDescription(
      expect.stringContaining('Paseo del Prado 8'),
    );
    await waitFor(() => expect(api.callsOf(initializeAddressCall)).toHaveLength(2));
    act(() => answerReread());

    await user.click(screen.getByRole('link', { name: 'Change the address' }));
    const shipping = await screen.findByRole('group', { name: 'Shipping address' });
    expect(within(shipping).getByLabelText('Street address')).toHaveValue('Paseo del Prado 8');
    expect(within(billing()).getByLabelText('Street address')).toHaveValue('Calle Mayor 1');
    expect(screen.getByRole('checkbox', { name: 'Use the billing address for shipping' })).not.toBeChecked();
  });

  it('keeps digits only in the phone prefix, at most 4, after a +', async () => {
    renderCheckout('/checkout/address');
    const prefix = within(await screen.findByRole('group', { name: 'Billing address' })).getByLabelText(
      'Prefix',
    );
    const user = userEvent.setup();
    await user.clear(prefix);
    await user.type(prefix, '35a1-99');
    expect(prefix).toHaveValue('+3519');
  });

  it("shows the server's errors under their fields", async () => {
    const api = withAddresses(HOME_ADDRESS, null).on(saveCheckoutAddressCall, () =>
      reply.errors(400, {
        'billing_address.zip': ['Enter a valid postcode'],
        'shipping_address.zip': ['Enter a valid postcode'],
      }),
    );
    const { probe } = renderCheckout('/checkout/address', { api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue to delivery' }));
    const zip = within(billing()).getByLabelText('Post code');
    await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'true'));
    expect(zip).toHaveAccessibleDescription('Enter a valid postcode');
    expect(screen.getAllByText('Enter a valid postcode')).toHaveLength(1);
    expect(zip).toHaveFocus();
    expect(probe.pathname).toBe('/checkout/address');
  });

  it.each([
    ['an Invalid token', 401, { auth: ['Invalid token'] }],
    ['a save error', 409, { save: ['There is no order to save the addresses on'] }],
  ])('sends the customer to sign in again on %s', async (_name, status, errors) => {
    const api = withAddresses(HOME_ADDRESS, null).on(saveCheckoutAddressCall, () =>
      reply.errors(status, errors),
    );
    const { probe } = renderCheckout('/checkout/address', { api });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue to delivery' }));
    await waitFor(() => expect(probe.pathname).toBe('/login-register-checkout'));
    expect(probe.search).toBe('?return_to=%2Fcheckout%2Faddress');
  });

  it('without a checkout under way, goes back to the cart at once', async () => {
    const { probe, api } = renderCheckout('/checkout/address', { api: checkoutApi(null), orderCode: null });
    await waitFor(() => expect(probe.pathname).toBe('/cart'));
    expect(api.callsOf(getUserOrderCall)).toEqual([]);
  });

  it.each([
    ['a sign-in’s merge runs', { merging: true }],
    ['a checkout start runs', { checkoutStarting: true }],
    ['the cart service has not shown this customer’s cart yet', { owner: null }],
  ])('waits while %s, however long, then shows the order it made', async (_name, cart) => {
    const { probe } = renderCheckout('/checkout/address', { orderCode: null, cart });
    // A minute: no timer ends the wait, only the cart's own word.
    jest.useFakeTimers();
    act(() => jest.advanceTimersByTime(60_000));
    jest.useRealTimers();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(probe.pathname).toBe('/checkout/address');
    act(() => {
      Object.assign(cartState, { merging: false, checkoutStarting: false, owner: USER_ID });
      cartState.orderCode = ORDER_CODE;
    });
    expect(await screen.findByRole('group', { name: 'Billing address' })).toBeInTheDocument();
  });

  it('goes back to the cart when the cart settles without an order', async () => {
    const { probe } = renderCheckout('/checkout/address', { orderCode: null, cart: { merging: true } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => void (cartState.merging = false));
    await waitFor(() => expect(probe.pathname).toBe('/cart'));
  });

  it('speaks Castellano', async () => {
    renderCheckout('/checkout', { api: withAddresses(HOME_ADDRESS, null), language: 'es-ES' });
    const group = await screen.findByRole('group', { name: 'Dirección de facturación' });
    expect(await within(group).findByLabelText('Código postal')).toHaveValue('28013');
    expect(
      screen.getByRole('checkbox', { name: 'Usar la dirección de facturación para el envío' }),
    ).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continuar a la entrega' })).toBeInTheDocument();
    // The percent never leaves its sign on another line.
    expect(screen.getByText('Descuento OTONO10 (10 %)').textContent).toBe('Descuento OTONO10 (10\u00a0%)');
  });
});
