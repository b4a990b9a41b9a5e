import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '../testing';
import { LoadFailure } from './load-failure';

describe('LoadFailure', () => {
  it.each([
    ['es-ES', 'Reintentar'],
    ['en-US', 'Try again'],
  ] as const)('in %s announces what failed and tries again on its button', async (language, retry) => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderRemote(<LoadFailure message="No se pudo cargar el pedido." onRetry={onRetry} />, { language });
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar el pedido.');
    await user.click(screen.getByRole('button', { name: retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
