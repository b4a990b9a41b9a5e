import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, fakeApi, reply } from 'remote-kit/testing';
import {
  type BackofficeOrderSummary,
  type Language,
  getBackofficeOrdersCall,
  inviteStaffCall,
} from 'shared-contracts';
import { renderBackoffice } from '../../testing/render-backoffice';
import { orderSummary } from './testing/orders-fixtures';

const ORDERS = [
  orderSummary({ code: 'EST-20260307-AAAAAA', status: 'DELIVERED', date: '2026-03-07 10:00:00' }),
  orderSummary({ code: 'EST-20260306-BBBBBB', status: 'SEND', date: '2026-03-06 09:00:00' }),
  orderSummary({ code: 'EST-20260305-CCCCCC', status: 'RECEIVED', date: '2026-03-05 08:00:00' }),
  orderSummary({
    code: 'EST-20260304-DDDDDD',
    status: 'PAYMENT',
    date: '2026-03-04 07:00:00',
    billingAddress: null,
    shippingAddress: null,
  }),
];

/** An API with one page of these orders, and `n_pages` pages in all. */
const listing = (orders: BackofficeOrderSummary[] = ORDERS, nPages = 1) =>
  fakeApi().on(getBackofficeOrdersCall, ({ query }) => ({
    orders,
    info: { page: query.page, n_pages: nPages, size: nPages * orders.length },
  }));

const open = (
  url: string,
  { api, language = 'es-ES', mobile = false }: { api: FakeApi; language?: Language; mobile?: boolean },
) => renderBackoffice(url, { api, language, mobile });

const lastQuery = (api: FakeApi) => Object.fromEntries(api.callsOf(getBackofficeOrdersCall).at(-1)!.query);

describe('/backoffice/orders', () => {
  it('lists every order newest first: code to its detail, status in Castellano, UTC date, both addresses', async () => {
    const api = listing();
    open('/backoffice', { api });
    const table = await screen.findByRole('table', { name: 'Pedidos, del más reciente al más antiguo' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(ORDERS.map((o) => o.code));
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Entregado',
      'Enviado',
      'Recibido',
      'Pendiente de pago',
    ]);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/backoffice/orders/EST-20260307-AAAAAA',
    );
    expect(rows[0]).toHaveTextContent('2026-03-07 10:00:00');
    expect(within(rows[0]!).getAllByRole('cell')[2]).toHaveTextContent('Ana RuizCalle Mayor 5');
    expect(within(rows[0]!).getAllByRole('cell')[3]).toHaveTextContent('Luis RuizGran Vía 1');
    expect(within(rows[3]!).getAllByRole('cell')[2]).toHaveTextContent('Sin dirección todavía');
    expect(screen.getByText('4 pedidos')).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ user_id: '3', page: '1' });
  });

  it('shows the statuses in English', async () => {
    open('/backoffice/orders', { api: listing(), language: 'en-US' });
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    expect(
      within(table)
        .getAllByText(/^(Received|Sent|Delivered|Awaiting payment)$/)
        .map((el) => el.textContent),
    ).toEqual(['Delivered', 'Sent', 'Received', 'Awaiting payment']);
  });

  it('asks for the page, status and search of the URL, and keeps them in the filters', async () => {
    const api = listing(ORDERS.slice(1, 2), 3);
    open('/backoffice/orders?status=SEND&search=ana%40example.com&page=2', { api, language: 'en-US' });
    await screen.findByRole('table');
    expect(lastQuery(api)).toEqual({ user_id: '3', page: '2', status: 'SEND', search: 'ana@example.com' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('SEND');
    expect(screen.getByRole('searchbox', { name: 'Search by code or email' })).toHaveValue('ana@example.com');
  });

  it('filters by status and searches by code or e-mail from page 1, in the URL (back returns)', async () => {
    const api = listing();
    const { probe } = open('/backoffice/orders?page=3', { api, language: 'en-US' });
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'DELIVERED');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by code or email' }), ' EST-2026 ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(probe.search).toBe('?status=DELIVERED&search=EST-2026'));
    expect(probe.action).toBe('PUSH');
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ user_id: '3', page: '1', status: 'DELIVERED', search: 'EST-2026' }),
    );

    await userEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(probe.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search by code or email' })).toHaveValue('');
  });

  it('lists unpaid checkouts under their own filter', async () => {
    const api = listing(ORDERS.slice(3));
    open('/backoffice/orders', { api });
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Pendiente de pago');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ status: 'PAYMENT' }));
  });

  it('pages through the orders with links that keep the filters', async () => {
    const api = listing(ORDERS, 12);
    open('/backoffice/orders?status=SEND&page=5', { api, language: 'en-US' });
    const pages = await screen.findByRole('navigation', { name: 'Pages of orders' });
    expect(within(pages).getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/backoffice/orders?status=SEND&page=6',
    );
    await userEvent.click(within(pages).getByRole('link', { name: 'Page 1' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ user_id: '3', page: '1', status: 'SEND' }));
  });

  it('keeps the page on screen while the next one loads', async () => {
    const waiting: Array<() => void> = [];
    const api = fakeApi().on(
      getBackofficeOrdersCall,
      ({ query }) =>
        new Promise((resolve) =>
          waiting.push(() =>
            resolve({
              orders: query.page === 1 ? ORDERS.slice(0, 2) : ORDERS.slice(2),
              info: { page: query.page, n_pages: 2, size: 4 },
            }),
          ),
        ),
    );
    const answerNext = async () => {
      await waitFor(() => expect(waiting).toHaveLength(1));
      waiting.shift()!();
    };
    const listed = async () =>
      within(await screen.findByRole('table'))
        .getAllByRole('link')
        .map((link) => link.textContent);
    open('/backoffice/orders', { api, language: 'en-US' });
    await answerNext();
    expect(await listed()).toEqual([ORDERS[0]!.code, ORDERS[1]!.code]);

    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(waiting).toHaveLength(1));
    expect(await listed()).toEqual([ORDERS[0]!.code, ORDERS[1]!.code]);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await answerNext();
    await waitFor(async () => expect(await listed()).toEqual([ORDERS[2]!.code, ORDERS[3]!.code]));
  });

  it('says when there are no orders, and when none matches the filters', async () => {
    const { unmount } = open('/backoffice/orders', { api: listing([]), language: 'en-US' });
    expect(await screen.findByText('There are no orders yet.')).toBeInTheDocument();
    unmount();
    open('/backoffice/orders?search=nadie', { api: listing([]), language: 'en-US' });
    expect(await screen.findByText('No order matches these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says it is loading, and offers to try again when the list fails', async () => {
    let fail = true;
    const api = fakeApi().on(getBackofficeOrdersCall, () =>
      fail
        ? reply.errors(500, { server: ['Internal error'] })
        : { orders: ORDERS, info: { page: 1, n_pages: 1, size: 4 } },
    );
    open('/backoffice/orders', { api, language: 'en-US' });
    expect(screen.getByText('Loading...')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('alert')).toHaveTextContent('The orders could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows each order as a card on a phone', async () => {
    open('/backoffice/orders', { api: listing(), mobile: true, language: 'en-US' });
    const list = await screen.findByRole('list', { name: 'Orders, newest first' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(within(cards[1]!).getByRole('link', { name: 'EST-20260306-BBBBBB' })).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Sent');
    expect(cards[1]).toHaveTextContent('Date (UTC)2026-03-06 09:00:00');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('tells the shell when the staff session is refused (401)', async () => {
    const api = fakeApi().on(getBackofficeOrdersCall, () => reply.errors(401, { auth: ['Invalid token'] }));
    const { expiries } = open('/backoffice/orders?status=SEND', { api });
    await waitFor(() => expect(expiries).toEqual([{ returnTo: expect.any(String) }]));
  });

  it('invites a colleague by e-mail', async () => {
    const api = listing().on(inviteStaffCall, ({ body }) =>
      body.email === 'eva@estudio.es'
        ? { status: 'success' as const }
        : reply.errors(409, { email: ['This e-mail has an account already'] }),
    );
    open('/backoffice/orders', { api, language: 'en-US' });
    const invite = await screen.findByRole('region', { name: 'Invite a colleague' });
    expect(invite).toHaveTextContent('The link works once, for 48 hours.');
    const email = within(invite).getByRole('textbox', { name: "Colleague's email" });

    await userEvent.type(email, 'ana@example.com');
    await userEvent.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByText('This e-mail has an account already')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();

    await userEvent.clear(email);
    await userEvent.type(email, 'eva@estudio.es');
    expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByRole('status')).toHaveTextContent('Invitation sent to eva@estudio.es.');
    expect(email).toHaveValue('');
    expect(api.callsOf(inviteStaffCall).at(-1)!.body).toEqual({ email: 'eva@estudio.es', user_id: 3 });
  });
});
