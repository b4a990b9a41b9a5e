import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, fakeApi, reply } from 'remote-kit/testing';
import { type Language, exportPricesCall, getPriceListCall } from 'shared-contracts';
import { renderBackoffice } from '../../testing/render-backoffice';
import { PRODUCTS, pricesApi } from './testing/prices-fixtures';

const open = (url: string, api: FakeApi, language: Language = 'es-ES') =>
  renderBackoffice(url, { api, language });

const lastQuery = (api: FakeApi) => Object.fromEntries(api.callsOf(getPriceListCall).at(-1)!.query);

const rows = () =>
  within(screen.getByRole('table', { name: /./ }))
    .getAllByRole('row')
    .slice(1);

describe('/backoffice/prices', () => {
  it('lists the products with their prices, the storefront’s stock message and the count', async () => {
    const api = pricesApi();
    open('/backoffice/prices', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Precios' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Productos con sus precios y existencias' });
    expect(rows()).toHaveLength(3);
    const sofa = screen.getByTestId('prices-row-40');
    expect(within(sofa).getByRole('link', { name: 'Sofá Duna' })).toHaveAttribute(
      'href',
      '/backoffice/prices?product=40',
    );
    expect(sofa).toHaveTextContent('id 40');
    expect(sofa).toHaveTextContent('SalónSofás');
    // The matcher reads a no-break space as a space.
    expect(sofa).toHaveTextContent('899,00 €');
    expect(sofa).toHaveTextContent('12,5 %');
    expect(sofa).toHaveTextContent('786,63 €');
    expect(sofa).toHaveTextContent('Solo quedan 3 unidades');
    expect(screen.getByTestId('prices-row-41')).toHaveTextContent('Consultar disponibilidad');
    expect(screen.getByTestId('prices-row-12')).toHaveTextContent('2026-03-05 07:08:09');
    expect(screen.getByText('3 productos')).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ user_id: '3', sort: 'name', dir: 'asc', language: 'es', page: '1' });
  });

  it('shows the names and stock messages in English', async () => {
    open('/backoffice/prices', pricesApi(), 'en-US');
    await screen.findByRole('table', { name: 'Products with their prices and stock' });
    expect(screen.getByRole('link', { name: 'Duna sofa' })).toBeInTheDocument();
    expect(screen.getByTestId('prices-row-40')).toHaveTextContent('Only 3 units left');
    expect(screen.getByTestId('prices-row-12')).toHaveTextContent('In stock');
  });

  it('asks for the view of the URL and shows it in the filters', async () => {
    const api = pricesApi();
    open(
      '/backoffice/prices?search=aro&collection=salon&type=sofas&sale=true&stock=low&sort=price&dir=desc&page=2',
      api,
      'en-US',
    );
    await screen.findByRole('table');
    expect(lastQuery(api)).toEqual({
      user_id: '3',
      search: 'aro',
      collection: 'salon',
      type: 'sofas',
      sale: 'true',
      stock: 'low',
      sort: 'price',
      dir: 'desc',
      language: 'en',
      page: '2',
    });
    expect(screen.getByRole('searchbox', { name: 'Search by name or id' })).toHaveValue('aro');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Collection' })).toHaveValue('salon'));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('sofas');
    expect(screen.getByRole('checkbox', { name: 'On sale only' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Stock' })).toHaveValue('low');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
    expect(screen.getByRole('combobox', { name: 'Direction' })).toHaveValue('desc');
  });

  it('applies each filter from page 1, replacing the URL’s entry, and sends it to the API', async () => {
    const api = pricesApi();
    const { probe } = open('/backoffice/prices?page=3', api, 'en-US');
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or id' }), ' Aro ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(probe.search).toBe('?search=Aro'));
    expect(probe.action).toBe('REPLACE');

    await waitFor(() => expect(screen.getByRole('option', { name: 'Bedroom' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Collection' }), 'Bedroom');
    await waitFor(() => expect(probe.search).toBe('?search=Aro&collection=dormitorio'));
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All categories', 'Beds']);
    await userEvent.selectOptions(category, 'Beds');
    await userEvent.click(screen.getByRole('checkbox', { name: 'On sale only' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'Out of stock');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Last change');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'Descending');
    await waitFor(() =>
      expect(probe.search).toBe(
        '?search=Aro&collection=dormitorio&type=camas&sale=true&stock=out&sort=changed&dir=desc',
      ),
    );
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        user_id: '3',
        search: 'Aro',
        collection: 'dormitorio',
        type: 'camas',
        sale: 'true',
        stock: 'out',
        sort: 'changed',
        dir: 'desc',
        language: 'en',
        page: '1',
      }),
    );

    await userEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(probe.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search by name or id' })).toHaveValue('');
  });

  it('pages through the products with links that keep the view', async () => {
    const api = pricesApi({ nPages: 4 });
    open('/backoffice/prices?stock=low&page=2', api, 'en-US');
    const pages = await screen.findByRole('navigation', { name: 'Pages of products' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/backoffice/prices?stock=low&page=3',
    );
    expect(screen.getByText('200 products')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('link', { name: 'Page 4' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ page: '4', stock: 'low' }));
  });

  it('says when there are no products, and when none matches', async () => {
    const { unmount } = open('/backoffice/prices', pricesApi({ products: [] }), 'en-US');
    expect(await screen.findByText('There are no products yet.')).toBeInTheDocument();
    unmount();
    open('/backoffice/prices?search=nada', pricesApi({ products: [] }), 'en-US');
    expect(await screen.findByText('No product matches these filters.')).toBeInTheDocument();
  });

  it('says it is loading, and offers to try again when the list fails', async () => {
    let fail = true;
    const api = pricesApi().on(getPriceListCall, () =>
      fail
        ? reply.errors(500, { server: ['Internal error'] })
        : { products: PRODUCTS, info: { page: 1, n_pages: 1, size: 3 } },
    );
    open('/backoffice/prices', api, 'en-US');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The products could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('exports the filtered list as CSV with the staff token, in the screen’s order', async () => {
    const csv =
      'id,name,list_price,discount,price,stock,last_change\n12,Lámpara Aro,100.00,0,100.00,10,2026-03-05T07:08:09Z\n';
    const api = pricesApi().on(exportPricesCall, () => csv);
    const created: Blob[] = [];
    const clicked: string[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:prices';
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    open('/backoffice/prices?collection=salon&sort=stock&dir=desc', api);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(clicked).toEqual(['precios.csv']));
    const [request] = api.callsOf(exportPricesCall);
    expect(Object.fromEntries(request!.query)).toEqual({
      user_id: '3',
      collection: 'salon',
      sort: 'stock',
      dir: 'desc',
      language: 'es',
    });
    expect(request!.headers.Authorization).toBe('Bearer staff-tok-3');
    const text = await new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.readAsText(created[0]!);
    });
    expect(text).toBe(csv);
    expect(created[0]!.type).toBe('text/csv;charset=utf-8');
    click.mockRestore();
  });

  it('tells the shell when the staff session is refused (401)', async () => {
    const api = fakeApi().on(getPriceListCall, () => reply.errors(401, { auth: ['Invalid token'] }));
    const { expiries } = open('/backoffice/prices', api);
    await waitFor(() => expect(expiries).toEqual([{ returnTo: expect.any(String) }]));
  });
});
