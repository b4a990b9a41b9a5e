import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from 'remote-kit/testing';
import {
  SANDBOX_TEST_CARDS,
  THREE_DS_FRAME_MESSAGE_TYPES,
  checkVersionCall,
  getChallengeStatusCall,
  getUserOrderCall,
  getUserCartCall,
  initiateAuthenticationCall,
  initiateAuthorizationCall,
  verifyCartCall,
} from 'shared-contracts';
import { cartState } from '../../cart';
import {
  ORDER_CODE,
  USER_ID,
  checkoutApi,
  checkoutOrder,
  renderCheckout,
} from '../testing/checkout-fixtures';

const TRANS = '0b8f8a5e-2f55-4c55-9d0a-3c8f2b6f1a11';
// The amount's euro sign never leaves it: a no-break space before it.
const PAY = /^Pay 1,242\.00\u00a0€$/;

// Paid, the server's cart holds none of the order's lines, and here nothing else.
function paymentApi() {
  return checkoutApi()
    .on(verifyCartCall, () => ({ errors: {} }))
    .on(checkVersionCall, () => ({
      action: 'skip_gathering' as const,
      server_trans_id: TRANS,
      method_url: null,
      encoded_method_data: null,
    }))
    .on(initiateAuthenticationCall, () => ({
      action: 'AUTHORIZATION' as const,
      url: null,
      encoded_creq: null,
    }))
    .on(initiateAuthorizationCall, () => ({ status: 'success' as const }))
    .on(getUserCartCall, () => ({ products: [] }));
}

async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  number: string = SANDBOX_TEST_CARDS.frictionless.VISA,
) {
  await user.type(await screen.findByLabelText('Cardholder name'), 'Ana García');
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '0929');
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('/checkout/payment', () => {
  // jsdom does not navigate frames: the form POST to a frame is only recorded.
  const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  afterEach(() => submit.mockClear());

  it('says the cart changed, with the way back to it, when another tab changes the cart under the form', async () => {
    renderCheckout('/checkout/payment', { api: paymentApi() });
    await screen.findByLabelText('Card number');
    // Another tab's change reaches this one's cart (storage), and any change forgets the order.
    act(() => {
      cartState.orderCode = null;
    });
    expect(
      await screen.findByText(
        'Your cart changed in another tab during checkout. Go back to the cart to check it and start again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('keeps to each field what it may hold, as typed, with the card autofill names', async () => {
    renderCheckout('/checkout/payment', { api: paymentApi() });
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Cardholder name');
    const number = screen.getByLabelText('Card number');
    const expiry = screen.getByLabelText('Expiry (MM/YY)');
    const cvc = screen.getByLabelText('CVC');
    await user.type(name, 'Ana2 García');
    await user.type(number, '4222-0000 0628a534499');
    await user.type(expiry, '12/2');
    await user.type(cvc, '12a34');
    expect(name).toHaveValue('Ana García');
    expect(number).toHaveValue('4222 0000 0628 5344');
    expect(expiry).toHaveValue('12/2');
    expect(cvc).toHaveValue('123');
    expect([name, number, expiry, cvc].map((input) => input.getAttribute('autocomplete'))).toEqual([
      'cc-name',
      'cc-number',
      'cc-exp',
      'cc-csc',
    ]);
    expect(screen.getByText('Visa')).toBeInTheDocument();
  });

  it('requires every field, and pays nothing until they are right', async () => {
    const api = paymentApi();
    renderCheckout('/checkout/payment', { api });
    await userEvent.setup().click(await screen.findByRole('button', { name: PAY }));
    for (const label of ['Cardholder name', 'Card number', 'Expiry (MM/YY)', 'CVC'])
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining('This field is required.'),
      );
    expect(screen.getByLabelText('Cardholder name')).toHaveFocus();
    expect(api.callsOf(verifyCartCall)).toHaveLength(0);
  });

  it('says at once that only Visa and Mastercard are taken', async () => {
    renderCheckout('/checkout/payment', { api: paymentApi() });
    await userEvent.setup().type(await screen.findByLabelText('Card number'), '3782');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
      'American Express cards are not accepted: we accept Visa and Mastercard only.',
    );
  });

  it('tells a past expiry, a month out of range and a short number or CVC once the field is left', async () => {
    renderCheckout('/checkout/payment', { api: paymentApi() });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Card number'), '4222');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1320');
    await user.type(screen.getByLabelText('CVC'), '12');
    await user.tab();
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
      'Enter the 16 digits of the card.',
    );
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription(
      'The month runs from 01 to 12.',
    );
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the 3 digits of the CVC.'),
    );
    await user.clear(screen.getByLabelText('Expiry (MM/YY)'));
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '0120');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription('This card has expired.');
  });

  it('pays the order a frictionless card, then shows its confirmation', async () => {
    const api = paymentApi();
    const { probe } = renderCheckout('/checkout/payment', { api });
    const user = userEvent.setup();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: PAY }));
    await waitFor(() => expect(probe.pathname).toBe('/checkout/confirmation'));
    expect(probe.search).toBe(`?order=${ORDER_CODE}`);
    // Paid: the cart is the server's, empty, and holds no order any more.
    await waitFor(() => expect(api.callsOf(getUserCartCall)).toHaveLength(1));
    expect(cartState.cartItems).toEqual([]);
    expect(cartState.orderCode).toBeNull();
    expect(api.callsOf(verifyCartCall)[0]!.body).toEqual({
      cart_data: [
        { id: 7, quantity: 1, price: 1289 },
        { id: 12, quantity: 2, price: 45.5 },
      ],
      coupon_code_discount: 'OTONO10',
      total: 1242,
    });
    expect(api.callsOf(initiateAuthorizationCall)[0]!.body).toMatchObject({
      order_code: ORDER_CODE,
      amount: 1242,
      currency: 'EUR',
      card_details: { chname: 'Ana García', expdate: '0929', type: 'VISA', cvn: '123' },
    });
  });

  it('once paid, the confirmation reads the order again and thanks the customer', async () => {
    let paid = false;
    const api = paymentApi()
      .on(getUserOrderCall, () => checkoutOrder({ status: paid ? 'RECEIVED' : 'PAYMENT' }))
      .on(initiateAuthorizationCall, () => {
        paid = true;
        return { status: 'success' as const };
      });
    renderCheckout('/checkout/payment', { api });
    const user = userEvent.setup();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(api.callsOf(getUserOrderCall)).toHaveLength(2);
  });

  it('once paid, shows the lines the server kept: one added in another tab, and units beyond those bought', async () => {
    // The order bought 1 of product 7 and 2 of product 12; another tab added product 30 and a third 12.
    const line = (id: number, quantity: number) => ({
      id,
      name: `Producto ${id}`,
      price: 45.5,
      discount: 0,
      stock: 20,
      image: `/images/p${id}.webp`,
      quantity,
    });
    const kept = [line(30, 2), line(12, 1)];
    let paid = false;
    const api = paymentApi()
      .on(initiateAuthorizationCall, () => {
        paid = true;
        return { status: 'success' as const };
      })
      .on(getUserCartCall, ({ body }) => {
        expect(body.user_id).toBe(USER_ID);
        return { products: paid ? kept : [] };
      });
    const { probe } = renderCheckout('/checkout/payment', { api });
    const user = userEvent.setup();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: PAY }));
    await waitFor(() => expect(probe.pathname).toBe('/checkout/confirmation'));
    await waitFor(() =>
      expect(cartState.cartItems.map((item) => [item.product.id, item.quantity])).toEqual([
        [30, 2],
        [12, 1],
      ]),
    );
    expect(cartState).toMatchObject({ orderCode: null, discount: 0, nameDiscount: '' });
  });

  it("shows docs/spec.md's payment error with a Support link, then takes another card for the same order", async () => {
    // As Chromium 156 does: scrollIntoView answers a promise (the error scrolls into view).
    const scrollIntoView = jest.fn(() => Promise.resolve());
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    let declined = true;
    const api = paymentApi().on(initiateAuthorizationCall, () =>
      declined ? reply.errors(402, { payment: ['The card was declined'] }) : { status: 'success' as const },
    );
    const { probe } = renderCheckout('/checkout/payment', { api });
    const user = userEvent.setup();
    await fillCard(user, SANDBOX_TEST_CARDS.declined.VISA);
    await user.click(screen.getByRole('button', { name: PAY }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Sorry, there has been an error during payment proccess. Please contact us',
    );
    expect(alert).toHaveTextContent('The card was declined');
    expect(within(alert).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/contact');
    expect(probe.pathname).toBe('/checkout/payment');
    // The form again: the name kept, the card to type anew.
    expect(screen.getByLabelText('Cardholder name')).toHaveValue('Ana García');
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(screen.getByLabelText('Card number')).not.toHaveAttribute('aria-invalid');

    declined = false;
    await user.type(screen.getByLabelText('Card number'), SANDBOX_TEST_CARDS.frictionless.MASTERCARD);
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '0929');
    await user.type(screen.getByLabelText('CVC'), '321');
    await user.click(screen.getByRole('button', { name: PAY }));
    await waitFor(() => expect(probe.pathname).toBe('/checkout/confirmation'));
    expect(
      api.callsOf(initiateAuthorizationCall).map((call) => (call.body as { order_code: string }).order_code),
    ).toEqual([ORDER_CODE, ORDER_CODE]);
    expect(scrollIntoView).toHaveBeenCalled();
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it('goes back to the cart when it no longer verifies: the short line marked, the order code gone', async () => {
    const api = paymentApi()
      .on(verifyCartCall, () => reply.errors(409, { 'stock.7': ['There are not 1 available'] }))
      // The cart reads its lines again for the units left: none of product 7.
      .on(getUserCartCall, () => ({
        products: cartState.cartItems.map((item) => ({
          ...item.product,
          stock: item.product.id === 7 ? 0 : 20,
          quantity: item.quantity,
        })),
      }));
    const { probe } = renderCheckout('/checkout/payment', { api });
    const user = userEvent.setup();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: PAY }));
    await waitFor(() => expect(probe.pathname).toBe('/cart'));
    expect(api.callsOf(checkVersionCall)).toHaveLength(0);
    await waitFor(() => expect(cartState.orderCode).toBeNull());
    await waitFor(() =>
      expect(cartState.cartItems.find((item) => item.product.id === 7)?.errorStockQuantity).toBe(0),
    );
  });

  it('shows the challenge in its 600×400 frame, the footer hidden meanwhile, and pays once it is passed', async () => {
    const api = paymentApi()
      .on(initiateAuthenticationCall, () => ({
        action: 'CHALLENGE' as const,
        url: '/api/sandbox-acs/challenge?lang=en',
        encoded_creq: 'eyJtZXNzYWdlVHlwZSI6IkNSZXEifQ',
      }))
      .on(getChallengeStatusCall, () => ({ status: 'success' as const }));
    const { probe, bus } = renderCheckout('/checkout/payment', { api });
    const user = userEvent.setup();
    await fillCard(user, SANDBOX_TEST_CARDS.challenge.VISA);
    await user.click(screen.getByRole('button', { name: PAY }));

    const frame = await screen.findByTitle("Your bank's 3-D Secure check");
    expect(frame).toHaveAttribute('width', '600');
    expect(frame).toHaveAttribute('height', '400');
    expect(screen.getByRole('heading', { name: 'Confirm the payment with your bank' })).toBeInTheDocument();
    expect(bus.current('frame.embedded-active')).toBe(true);
    const posted = submit.mock.contexts.at(-1) as HTMLFormElement;
    expect(posted.action).toContain('/api/sandbox-acs/challenge?lang=en');
    expect(posted.target).toBe(frame.getAttribute('name'));
    expect((posted.elements.namedItem('creq') as HTMLInputElement).value).toBe(
      'eyJtZXNzYWdlVHlwZSI6IkNSZXEifQ',
    );

    act(() =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: {
            type: THREE_DS_FRAME_MESSAGE_TYPES.challengeCompleted,
            server_trans_id: TRANS,
            trans_status: 'Y',
          },
          origin: window.location.origin,
          source: (frame as HTMLIFrameElement).contentWindow,
        }),
      ),
    );
    await waitFor(() => expect(probe.pathname).toBe('/checkout/confirmation'));
    expect(bus.current('frame.embedded-active')).toBe(false);
  });

  it('speaks Castellano', async () => {
    renderCheckout('/checkout/payment', { api: paymentApi(), language: 'es-ES' });
    expect(await screen.findByLabelText('Titular de la tarjeta')).toHaveAttribute('autocomplete', 'cc-name');
    expect(screen.getByLabelText('Caducidad (MM/AA)')).toHaveAttribute('placeholder', 'MM/AA');
    expect(screen.getByRole('button', { name: /^Pagar 1\.242,00\s€$/ })).toBeInTheDocument();
  });
});
