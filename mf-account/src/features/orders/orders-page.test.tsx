import { act, screen, within } from '@testing-library/react';
import { fakeApi, renderRemote, reply } from 'remote-kit/testing';
import { createBus, getUserOrdersCall } from 'shared-contracts';
import AccountRoutes from '../../exposes/routes';
import { customerSession, orderSummary } from './testing/orders-fixtures';

function open(options: {
  signedIn?: boolean;
  api?: ReturnType<typeof fakeApi>;
  language?: 'es-ES' | 'en-US';
}) {
  const bus = createBus();
  bus.publish('session.changed', options.signedIn === false ? null : customerSession(4));
  return renderRemote(<AccountRoutes />, {
    url: '/orders',
    bus,
    api: options.api ?? fakeApi(),
    language: options.language ?? 'en-US',
  });
}

describe('/orders', () => {
  it("lists the customer's orders: code to its detail, translated status, UTC date", async () => {
    const api = fakeApi().on(getUserOrdersCall, ({ params, token }) => {
      expect(params.userId).toBe(4);
      expect(token).toBe('token-of-4');
      return [
        orderSummary('EST-0002', { status: 'SEND', date: '2026-04-01 18:30:00' }),
        orderSummary('EST-0001', { status: 'DELIVERED', date: '2026-03-05 07:08:09' }),
      ];
    });
    open({ api, language: 'es-ES' });
    const table = await screen.findByRole('table', { name: 'Tus pedidos, del más reciente al más antiguo' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'EST-0002Enviado2026-04-01 18:30:00',
      'EST-0001Entregado2026-03-05 07:08:09',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'EST-0002' })).toHaveAttribute(
      'href',
      '/orders/EST-0002',
    );
    expect(within(rows[0]!).getByText('2026-04-01 18:30:00')).toHaveAttribute(
      'datetime',
      '2026-04-01T18:30:00Z',
    );
  });

  it('says when there are no orders yet', async () => {
    open({ api: fakeApi().on(getUserOrdersCall, () => []) });
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore the shop' })).toHaveAttribute('href', '/');
  });

  it('only logs a failed load and shows the empty list (docs/spec.md §8)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      open({ api: fakeApi().on(getUserOrdersCall, () => reply.errors(500, { server: ['Internal error'] })) });
      expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(error).toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it('never shows a customer the orders of the one signed in before', async () => {
    const api = fakeApi().on(getUserOrdersCall, ({ params }) =>
      params.userId === 4 ? [orderSummary('EST-0004')] : new Promise<never>(() => undefined),
    );
    const { bus } = open({ api });
    expect(await screen.findByRole('link', { name: 'EST-0004' })).toBeInTheDocument();
    act(() => bus.publish('session.changed', customerSession(5)));
    expect(await screen.findByText('Loading your orders…')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'EST-0004' })).not.toBeInTheDocument();
  });

  it.each([
    ['en-US', 'You should be authenticated to see your orders.', 'Sign in'],
    ['es-ES', 'Debes iniciar sesión para ver tus pedidos.', 'Iniciar sesión'],
  ] as const)('without a session (%s) asks to sign in and come back', async (language, text, signIn) => {
    const { calls } = open({ signedIn: false, language });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: signIn })).toHaveAttribute('href', '/login?return_to=%2Forders');
    expect(calls).toEqual([]);
  });
});
