import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from 'remote-kit/testing';
import {
  type DeliveryMethod,
  getUserOrderCall,
  initializeAddressCall,
  saveDeliveryCall,
} from 'shared-contracts';
import {
  HOME_ADDRESS,
  ORDER_CODE,
  USER_ID,
  checkoutApi,
  checkoutOrder,
  renderCheckout,
} from '../testing/checkout-fixtures';

const api = () =>
  checkoutApi()
    .on(initializeAddressCall, () => ({
      billing_address: HOME_ADDRESS,
      shipping_address: HOME_ADDRESS,
      errors: {},
    }))
    .on(saveDeliveryCall, () => ({ status: 'success' as const }));

describe('/checkout/delivery', () => {
  it('offers home delivery to the shipping address (3 to 5 working days) and pick-up at the studio (2), both free', async () => {
    renderCheckout('/checkout/delivery', { api: api() });
    const group = await screen.findByRole('group', { name: 'Delivery method' });
    const home = within(group).getByRole('radio', { name: 'Home delivery Free' });
    const studio = within(group).getByRole('radio', { name: 'Pick-up at the studio Free' });
    expect(home).toBeChecked();
    expect(home).toHaveAccessibleDescription(expect.stringContaining('3 to 5 working days'));
    expect(home).toHaveAccessibleDescription(expect.stringContaining('Calle Mayor 1, 2º B'));
    expect(studio).not.toBeChecked();
    expect(studio).toHaveAccessibleDescription(expect.stringContaining('2 working days'));
  });

  it('saves the choice on the order, then goes to Payment', async () => {
    const fake = api();
    const { probe } = renderCheckout('/checkout/delivery', { api: fake });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Pick-up at the studio Free' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(probe.pathname).toBe('/checkout/payment'));
    expect(fake.callsOf(saveDeliveryCall)[0]!.body).toEqual({
      user_id: USER_ID,
      order_code: ORDER_CODE,
      method: 'studio_pickup',
    });
  });

  it('reads the order again once the choice is saved: back from Payment, the step starts from it', async () => {
    let chosen: DeliveryMethod | undefined;
    const fake = api()
      .on(getUserOrderCall, () => checkoutOrder(chosen ? { delivery: chosen } : {}))
      .on(saveDeliveryCall, ({ body }) => {
        chosen = body.method;
        return { status: 'success' as const };
      });
    const { probe } = renderCheckout('/checkout/delivery', { api: fake });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Pick-up at the studio Free' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(probe.pathname).toBe('/checkout/payment'));
    await waitFor(() => expect(fake.callsOf(getUserOrderCall)).toHaveLength(2));

    await user.click(await screen.findByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: 'Pick-up at the studio Free' })).toBeChecked();
  });

  it("starts from the order's own choice", async () => {
    renderCheckout('/checkout/delivery', {
      api: api().on(
        // The order answers its method once chosen.
        getUserOrderCall,
        () => checkoutOrder({ delivery: 'studio_pickup' }),
      ),
    });
    expect(await screen.findByRole('radio', { name: 'Pick-up at the studio Free' })).toBeChecked();
  });

  it("shows the server's refusal above the choice", async () => {
    renderCheckout('/checkout/delivery', {
      api: api().on(saveDeliveryCall, () =>
        reply.errors(409, { order_code: ['This order is already paid'] }),
      ),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is already paid');
  });

  it('speaks Castellano', async () => {
    renderCheckout('/checkout/delivery', { api: api(), language: 'es-ES' });
    expect(
      await screen.findByRole('radio', { name: 'Envío a domicilio Gratis' }),
    ).toHaveAccessibleDescription(expect.stringContaining('De 3 a 5 días laborables'));
    expect(screen.getByRole('radio', { name: 'Recogida en el estudio Gratis' })).toHaveAccessibleDescription(
      expect.stringContaining('2 días laborables'),
    );
  });
});
