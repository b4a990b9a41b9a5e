import { act, screen } from '@testing-library/react';
import { getBus } from 'shared-contracts';
import { productDetail } from '../../../shared/testing/fixtures';
import { renderCatalog } from '../../../shared/testing/render-catalog';

// A file of its own: a fresh page bus on which the cart service has not published 'cart.lines' yet.
describe('add to cart before the cart service is up', () => {
  it('stays disabled, saying the cart is getting ready, until the cart publishes its lines', async () => {
    renderCatalog('/products/8', () => ({ body: productDetail(8, { stock: 12 }) }));
    const button = await screen.findByRole('button', { name: 'Add to cart' });
    expect(button).toBeDisabled();
    expect(screen.getByText('The cart is getting ready…')).toBeInTheDocument();
    act(() => getBus().publish('cart.lines', []));
    expect(button).toBeEnabled();
    expect(screen.queryByText('The cart is getting ready…')).not.toBeInTheDocument();
  });
});
