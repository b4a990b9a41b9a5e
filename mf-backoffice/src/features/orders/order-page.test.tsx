import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, fakeApi, reply } from 'remote-kit/testing';
import {
  type BackofficeOrderAnswer,
  type Language,
  changeOrderStatusCall,
  getBackofficeOrderCall,
  getBackofficeOrdersCall,
} from 'shared-contracts';
import { pageQueryClient } from '../../testing/page-query-client';
import { renderBackoffice } from '../../testing/render-backoffice';
import { orderDetail } from './testing/orders-fixtures';

const CODE = 'EST-20260305-7K3F9Q';
const URL = `/backoffice/orders/${CODE}`;

/** An API that keeps one order and records its changes of status, as the server does; it lists that order. */
function orderApi(order: BackofficeOrderAnswer = orderDetail(), { refuse = false } = {}) {
  let current = order;
  return fakeApi()
    .on(getBackofficeOrdersCall, () => {
      const { code, status, date, billingAddress, shippingAddress } = current;
      return {
        orders: [{ code, status, date, billingAddress, shippingAddress }],
        info: { page: 1, n_pages: 1, size: 1 },
      };
    })
    .on(getBackofficeOrderCall, ({ params }) =>
      params.orderCode === CODE ? current : reply.errors(404, { order: ['Not found'] }),
    )
    .on(changeOrderStatusCall, ({ body }) => {
      if (refuse) return reply.errors(409, { order_status: ['Not allowed'] });
      current = {
        ...current,
        status: body.order_status,
        statusHistory: [
          ...current.statusHistory,
          {
            from: current.status,
            to: body.order_status,
            date: '2026-03-06 10:00:00',
            changedBy: 'eva@estudio.es',
          },
        ],
      };
      return { status: 'success' as const };
    });
}

const open = (
  api: FakeApi,
  { language = 'es-ES' as Language, url = URL, queryClient = pageQueryClient() } = {},
) => renderBackoffice(url, { api, language, queryClient });

const historyRows = () =>
  within(screen.getByRole('table', { name: /Cambios de estado|Changes of status/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('/backoffice/orders/{orderCode}', () => {
  it('shows the order’s lines, totals, addresses, delivery, status and history', async () => {
    const api = orderApi();
    open(api, { language: 'en-US' });
    const lines = await screen.findByRole('table', { name: 'Products of the order' });
    expect(
      within(lines)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Lámpara Aro · #122 × 120.00\u00a0€240.00\u00a0€',
      'Jarrón Duna · #401 × 35.50\u00a0€35.50\u00a0€',
    ]);
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('275.50');
    expect(screen.getByText('Discount (WELCOME10, 10%)').nextSibling).toHaveTextContent('−27.55');
    expect(screen.getByText('Total paid').nextSibling).toHaveTextContent('247.95');
    expect(screen.getByRole('region', { name: 'Billing address' })).toHaveTextContent(
      'Ana RuizCalle Mayor 5',
    );
    expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('Luis RuizGran Vía 1');
    expect(screen.getByRole('region', { name: 'Delivery' })).toHaveTextContent(
      'Home delivery, to the shipping address',
    );
    expect(screen.getByRole('region', { name: 'Status' })).toHaveTextContent('Current statusReceived');
    expect(historyRows()).toEqual([
      ['2026-03-05 07:08:09', 'Awaiting payment', 'Received', 'The shop (payment)'],
    ]);
    expect(api.callsOf(getBackofficeOrderCall)[0]!.query.get('language')).toBe('en');
    expect(api.callsOf(getBackofficeOrderCall)[0]!.query.get('user_id')).toBe('3');
  });

  it('shows the total only when the order had no discount (docs/spec.md §9)', async () => {
    open(
      orderApi(
        orderDetail({
          cartDiscount: 0,
          nameDiscount: null,
          percentageDiscount: 0,
          cartPrice: 275.5,
          finalPrice: 275.5,
        }),
      ),
    );
    expect(await screen.findByText('Total pagado')).toBeInTheDocument();
    expect(screen.queryByText('Subtotal')).not.toBeInTheDocument();
  });

  it('changes the status from the dropdown: the shown status changes and the history gains a row', async () => {
    const api = orderApi();
    open(api);
    const status = await screen.findByRole('region', { name: 'Estado' });
    const dropdown = within(status).getByRole('combobox', { name: 'Nuevo estado' });
    expect(
      within(dropdown)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Recibido', 'Enviado', 'Entregado']);
    expect(dropdown).toHaveValue('RECEIVED');
    expect(within(status).getByRole('button', { name: 'Cambiar estado' })).toBeDisabled();

    await userEvent.selectOptions(dropdown, 'Enviado');
    await userEvent.click(within(status).getByRole('button', { name: 'Cambiar estado' }));
    expect(await within(status).findByText('Estado cambiado a Enviado.')).toBeInTheDocument();
    expect(status).toHaveTextContent('Estado actualEnviado');
    expect(api.callsOf(changeOrderStatusCall)[0]!.body).toEqual({ order_status: 'SEND', user_id: 3 });
    await waitFor(() =>
      expect(historyRows()).toEqual([
        ['2026-03-05 07:08:09', 'Pendiente de pago', 'Recibido', 'La tienda (pago)'],
        ['2026-03-06 10:00:00', 'Recibido', 'Enviado', 'eva@estudio.es'],
      ]),
    );
  });

  it('shows the new status in the order list, which is read again', async () => {
    const api = orderApi();
    open(api, { url: '/backoffice/orders' });
    await userEvent.click(await screen.findByRole('link', { name: CODE }));
    const status = await screen.findByRole('region', { name: 'Estado' });
    await userEvent.selectOptions(within(status).getByRole('combobox', { name: 'Nuevo estado' }), 'Enviado');
    await userEvent.click(within(status).getByRole('button', { name: 'Cambiar estado' }));
    expect(await within(status).findByText('Estado cambiado a Enviado.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Pedidos' }));
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('Enviado');
    await waitFor(() => expect(api.callsOf(getBackofficeOrdersCall)).toHaveLength(2));
  });

  it('shows an order read a moment ago at once, without reading it again', async () => {
    const api = orderApi();
    const queryClient = pageQueryClient();
    const first = open(api, { queryClient });
    await screen.findByRole('region', { name: 'Estado' });
    first.unmount();
    open(api, { queryClient });
    expect(await screen.findByRole('region', { name: 'Estado' })).toHaveTextContent('Estado actualRecibido');
    expect(api.callsOf(getBackofficeOrderCall)).toHaveLength(1);
  });

  it('keeps the status and says so when the change fails', async () => {
    open(orderApi(orderDetail(), { refuse: true }));
    const status = await screen.findByRole('region', { name: 'Estado' });
    await userEvent.selectOptions(
      within(status).getByRole('combobox', { name: 'Nuevo estado' }),
      'DELIVERED',
    );
    await userEvent.click(within(status).getByRole('button', { name: 'Cambiar estado' }));
    expect(await within(status).findByRole('alert')).toHaveTextContent(
      'No se pudo actualizar el estado. Intente nuevamente.',
    );
    expect(status).toHaveTextContent('Estado actualRecibido');
    expect(within(status).getByRole('combobox', { name: 'Nuevo estado' })).toHaveValue('RECEIVED');
    expect(historyRows()).toHaveLength(1);
  });

  it('offers no change to an order still awaiting payment', async () => {
    open(orderApi(orderDetail({ status: 'PAYMENT', statusHistory: [] })), { language: 'en-US' });
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(status).toHaveTextContent('The order is awaiting payment');
    expect(within(status).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('The status has not changed yet.')).toBeInTheDocument();
  });

  it('says when there is no such order, with the way back to the list', async () => {
    open(orderApi(), { url: '/backoffice/orders/EST-20990101-ZZZZZZ', language: 'en-US' });
    expect(
      await screen.findByText('There is no order with the code EST-20990101-ZZZZZZ.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/backoffice/orders');
  });

  it('offers to try again when the order cannot be loaded', async () => {
    let offline = true;
    const api = fakeApi().on(getBackofficeOrderCall, () => (offline ? reply.offline() : orderDetail()));
    open(api, { language: 'en-US' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The order could not be loaded.');
    offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Products of the order' })).toBeInTheDocument();
  });
});
