import { screen } from '@testing-library/react';
import { reply } from 'remote-kit/testing';
import { getUserOrderCall } from 'shared-contracts';
import { checkoutApi, checkoutOrder, renderCheckout } from '../testing/checkout-fixtures';

// The address, delivery and payment steps show their order only while it is still to pay.
describe.each(['/checkout/address', '/checkout/delivery', '/checkout/payment'])('%s', (url) => {
  it.each([
    ['the server knows no such order (404)', reply.errors(404, { order: ['Order not found'] })],
    ['the order is another customer’s (403)', reply.errors(403, { order: ['Forbidden'] })],
    ['the order is paid already', checkoutOrder({ status: 'RECEIVED' })],
  ])('says there is no checkout under way when %s, with the way back to the cart', async (_name, answer) => {
    renderCheckout(url, { api: checkoutApi().on(getUserOrderCall, () => answer) });
    expect(
      await screen.findByText('There is no checkout under way. Go back to your cart to start one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');
  });

  it.each([
    ['offline', reply.offline()],
    ['a server error', reply.errors(500, { server: ['Internal error'] })],
  ])('says something went wrong when the order cannot be read (%s)', async (_name, failure) => {
    renderCheckout(url, { api: checkoutApi().on(getUserOrderCall, () => failure) });
    expect(
      await screen.findByText('Something went wrong. Please try again in a few seconds.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
