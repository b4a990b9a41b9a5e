import { act, screen } from '@testing-library/react';
import { fakeApi, productDetail, renderRemote } from 'remote-kit/testing';
import { getBus, getProductCall } from 'shared-contracts';
import CatalogRoutes from '../../../exposes/routes';

// A file of its own: a fresh page bus on which the cart service has not published 'cart.lines' yet.
describe('add to cart before the cart service is up', () => {
  it('stays disabled, saying the cart is getting ready, until the cart publishes its lines', async () => {
    renderRemote(<CatalogRoutes />, {
      url: '/products/8',
      language: 'en-US',
      api: fakeApi().on(getProductCall, () => productDetail(8, { stock: 12 })),
    });
    const button = await screen.findByRole('button', { name: 'Add to cart' });
    expect(button).toBeDisabled();
    expect(screen.getByText('The cart is getting ready…')).toBeInTheDocument();
    act(() => getBus().publish('cart.lines', []));
    expect(button).toBeEnabled();
    expect(screen.queryByText('The cart is getting ready…')).not.toBeInTheDocument();
  });
});
