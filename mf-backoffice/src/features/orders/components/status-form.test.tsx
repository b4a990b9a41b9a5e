import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from 'remote-kit/testing';
import { type OrderStatus } from 'shared-contracts';
import { useState } from 'react';
import '../../../i18n';
import { StatusForm } from './status-form';

/** The form on an order whose status the server sets, or refuses to. */
function Order({ initial, accept }: { initial: OrderStatus; accept: boolean }) {
  const [status, setStatus] = useState(initial);
  return (
    <StatusForm
      status={status}
      onChange={async (next) => {
        if (accept) setStatus(next);
        return accept;
      }}
    />
  );
}

const dropdown = () => screen.getByRole('combobox', { name: 'New status' });
const submit = () => screen.getByRole('button', { name: 'Change status' });

describe('the status dropdown (docs/spec.md §4)', () => {
  it('offers RECEIVED, SEND and DELIVERED by their names, starting at the current one', () => {
    renderRemote(<Order initial="SEND" accept />, { language: 'en-US' });
    expect(
      screen.getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['RECEIVED', 'Received'],
      ['SEND', 'Sent'],
      ['DELIVERED', 'Delivered'],
    ]);
    expect(dropdown()).toHaveValue('SEND');
    expect(submit()).toBeDisabled();
  });

  it('shows the new status once the server set it', async () => {
    renderRemote(<Order initial="RECEIVED" accept />, { language: 'en-US' });
    await userEvent.selectOptions(dropdown(), 'DELIVERED');
    expect(submit()).toBeEnabled();
    await userEvent.click(submit());
    expect(await screen.findByText('Status changed to Delivered.')).toBeInTheDocument();
    expect(screen.getByText('Current status').parentElement).toHaveTextContent('Delivered');
    expect(dropdown()).toHaveValue('DELIVERED');
    expect(submit()).toBeDisabled();
  });

  it('keeps the status, goes back to it and shows the alert when the server refused', async () => {
    renderRemote(<Order initial="RECEIVED" accept={false} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Nuevo estado' }), 'SEND');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo actualizar el estado. Intente nuevamente.',
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Nuevo estado' })).toHaveValue('RECEIVED'),
    );
    expect(screen.getByText('Estado actual').parentElement).toHaveTextContent('Recibido');
  });
});
