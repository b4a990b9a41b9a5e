import { screen } from '@testing-library/react';
import { reply } from 'remote-kit/testing';
import { getUserOrderCall } from 'shared-contracts';
import { ORDER_CODE, checkoutApi, checkoutOrder, renderCheckout } from '../testing/checkout-fixtures';

const URL = `/checkout/confirmation?order=${ORDER_CODE}`;

describe('/checkout/confirmation', () => {
  it('thanks the customer for a RECEIVED order and links to its page', async () => {
    renderCheckout(URL, { api: checkoutApi(checkoutOrder({ status: 'RECEIVED' })) });
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText(/We have received your order EST-20260315-AB12CD/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the order' })).toHaveAttribute(
      'href',
      `/orders/${ORDER_CODE}`,
    );
    expect(screen.getByRole('region', { name: 'Your order' })).toHaveTextContent('1,242.00');
  });

  it('says an order still in PAYMENT is not paid, and leads to the payment', async () => {
    renderCheckout(URL, { api: checkoutApi(checkoutOrder()) });
    expect(
      await screen.findByText('The order EST-20260315-AB12CD has not been paid yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to payment' })).toHaveAttribute('href', '/checkout/payment');
    expect(screen.queryByRole('heading', { name: 'Thank you for your order!' })).not.toBeInTheDocument();
  });

  it.each([
    ['no order code', '/checkout/confirmation'],
    ['a code the API never makes', '/checkout/confirmation?order=x'],
    ['an unknown order', '/checkout/confirmation?order=EST-00000000-ZZZZZZ'],
  ])('with %s, finds nothing to confirm', async (_name, url) => {
    renderCheckout(url, { api: checkoutApi(checkoutOrder({ status: 'RECEIVED' })) });
    expect(await screen.findByText('We could not find this order.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my orders' })).toHaveAttribute('href', '/orders');
  });

  it.each([
    ["another customer's order (403)", reply.errors(403, { order: ['Forbidden'] })],
    ['an order that cannot be read', reply.errors(500, { server: ['Internal error'] })],
  ])('with %s, finds nothing to confirm', async (_name, answer) => {
    renderCheckout(URL, { api: checkoutApi().on(getUserOrderCall, () => answer) });
    expect(await screen.findByText('We could not find this order.')).toBeInTheDocument();
  });

  it('speaks Castellano', async () => {
    renderCheckout(URL, { api: checkoutApi(checkoutOrder({ status: 'RECEIVED' })), language: 'es-ES' });
    expect(await screen.findByRole('heading', { name: '¡Gracias por tu compra!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el pedido' })).toHaveAttribute(
      'href',
      `/orders/${ORDER_CODE}`,
    );
  });
});
