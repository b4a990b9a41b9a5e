import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type FakeHandler,
  type FakeRequest,
  fakeApi,
  listingInfo,
  renderRemote,
  reply,
  typeProductsAnswer,
} from 'remote-kit/testing';
import { getBus, getTypeProductsCall } from 'shared-contracts';
import CatalogRoutes from '../../exposes/routes';

/** The catalogue at a URL, in English, with the listing call answered by `answer`. */
const open = (url: string, answer: FakeHandler<typeof getTypeProductsCall>) =>
  renderRemote(<CatalogRoutes />, { url, language: 'en-US', api: fakeApi().on(getTypeProductsCall, answer) });

const listingCalls = (calls: FakeRequest[]) => calls.filter((call) => call.path.startsWith('/type_products'));
const lastQuery = (calls: FakeRequest[]) => listingCalls(calls).at(-1)!.query;
/** Waits until the answer to the URL is shown: no skeletons, and no earlier products kept meanwhile. */
const settled = () =>
  waitFor(() => {
    expect(screen.queryByRole('status', { name: 'Loading products…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { busy: true })).not.toBeInTheDocument();
  });

describe('/type_products/{name}', () => {
  it('shows the hero, count, tiles and pages of a category', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { calls } = open('/type_products/vases', async () => {
      await answered;
      return typeProductsAnswer(20);
    });
    expect(await screen.findByRole('status', { name: 'Loading products…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jarrones' })).toBeInTheDocument();
    expect(screen.getByText('45 products')).toBeInTheDocument();
    expect(document.title).toBe('Jarrones · Olmo');
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('best_selling');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/type_products/vases?page=3',
    );
    expect(calls[0]!.path).toBe('/type_products/vases');
    expect(calls[0]!.query.toString()).toBe('page=1&language=en');
  });

  it('keeps the products on screen, without a count, while the next page loads', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { probe } = open('/type_products/vases', async ({ query }) => {
      if (query.page === 2) await held;
      return typeProductsAnswer(query.page === 2 ? 3 : 5, { page: query.page });
    });
    await screen.findByText('45 products');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(pages).getByRole('link', { name: 'Page 2' }));
    expect(probe).toMatchObject({ search: '?page=2', action: 'PUSH' });
    expect(screen.getByRole('list', { busy: true })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('status', { name: 'Loading products…' })).not.toBeInTheDocument();
    expect(screen.queryByText('45 products')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Jarrones' })).toBeInTheDocument();
    await act(async () => release());
    await settled();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('45 products')).toBeInTheDocument();
  });

  it('ignores the price filter’s first report after load: the URL and page stay', async () => {
    const { calls, probe } = open('/type_products/vases?page=2&price_min=40&price_max=50', () =>
      typeProductsAnswer(5, { page: 2 }),
    );
    await screen.findByText('45 products');
    expect(probe).toMatchObject({ search: '?page=2&price_min=40&price_max=50', action: 'POP' });
    expect(listingCalls(calls)).toHaveLength(1);
  });

  it('applies the slider when the visitor lets go of a thumb', async () => {
    const { probe } = open('/type_products/vases', () => typeProductsAnswer(5));
    await screen.findByText('45 products');
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    expect(max).toHaveAttribute('min', '29');
    expect(max).toHaveAttribute('max', '190');
    expect(max).toHaveAttribute('step', '1');
    fireEvent.change(max, { target: { value: '20' } });
    expect(screen.getByRole('textbox', { name: 'Maximum price' })).toHaveValue('29');
    fireEvent.change(max, { target: { value: '120' } });
    expect(probe.search).toBe('');
    fireEvent.pointerUp(max);
    expect(probe).toMatchObject({ search: '?price_min=29&price_max=120', action: 'REPLACE' });
    await settled();
  });

  it('sorts: back to page 1, URL rewritten with history replace', async () => {
    const { calls, probe } = open('/type_products/vases?page=2', () => typeProductsAnswer(5));
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(lastQuery(calls).get('page')).toBe('2');
    await userEvent.selectOptions(sort, 'price_desc');
    expect(probe.search).toBe('?sort_by=price_desc');
    expect(probe.action).toBe('REPLACE');
    await waitFor(() =>
      expect(lastQuery(calls).toString()).toBe('page=1&sort_by=price&ascending=false&language=en'),
    );
    await settled();
  });

  it('filters by price from the boxes, clamping to the bounds and ignoring non-numeric entries', async () => {
    const { calls, probe } = open('/type_products/vases?page=3&sort_by=name_asc', () =>
      typeProductsAnswer(5),
    );
    await screen.findByText('45 products');
    const min = screen.getByRole('textbox', { name: 'Minimum price' });
    const max = screen.getByRole('textbox', { name: 'Maximum price' });
    expect(min).toHaveValue('29');
    expect(max).toHaveValue('190');

    await userEvent.clear(min);
    await userEvent.type(min, 'abc{Enter}');
    expect(min).toHaveValue('29');
    expect(probe.search).toBe('?page=3&sort_by=name_asc');

    await userEvent.clear(max);
    await userEvent.type(max, '5000');
    fireEvent.blur(max);
    expect(max).toHaveValue('190');
    await userEvent.clear(min);
    await userEvent.type(min, '50{Enter}');
    expect(probe.search).toBe('?price_min=50&price_max=190&sort_by=name_asc');
    expect(probe.action).toBe('REPLACE');
    await waitFor(() => expect(lastQuery(calls).get('price_min')).toBe('50'));
    expect(lastQuery(calls).get('price_max')).toBe('190');
    expect(lastQuery(calls).get('page')).toBe('1');
    await settled();
  });

  it('never sends its filter form with scripts: Enter in a box applies the box, the form stays put', async () => {
    const { probe } = open('/type_products/vases?page=2&sort_by=name_asc', () => typeProductsAnswer(5));
    await screen.findByText('45 products');
    const min = screen.getByRole<HTMLInputElement>('textbox', { name: 'Minimum price' });
    // Heard after the page's own handler (React's, on its root): whether the submit went on.
    const submitted = jest.fn((event: Event) => event.defaultPrevented);
    window.addEventListener('submit', submitted);
    await userEvent.clear(min);
    await userEvent.type(min, '50{Enter}');
    expect(probe.search).toBe('?price_min=50&price_max=190&sort_by=name_asc');
    expect(fireEvent.submit(min.form!)).toBe(false);
    expect(submitted).toHaveBeenCalled();
    expect(submitted.mock.results.every((result) => result.value === true)).toBe(true);
    expect(probe.search).toBe('?price_min=50&price_max=190&sort_by=name_asc');
    window.removeEventListener('submit', submitted);
    await settled();
  });

  it('does not apply a range whose minimum is above its maximum', async () => {
    const { probe } = open('/type_products/vases', () => typeProductsAnswer(5));
    await screen.findByText('45 products');
    const max = screen.getByRole('textbox', { name: 'Maximum price' });
    await userEvent.clear(max);
    await userEvent.type(max, '40{Enter}');
    const min = screen.getByRole('textbox', { name: 'Minimum price' });
    await userEvent.clear(min);
    await userEvent.type(min, '100{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum is above the maximum');
    expect(probe.search).toBe('?price_min=29&price_max=40');
  });

  it('restores a shared URL: range, sort and page go to the API', async () => {
    const { calls } = open('/type_products/vases?price_min=40&price_max=120&sort_by=name_desc&page=2', () =>
      typeProductsAnswer(5, { page: 2 }),
    );
    await screen.findByText('45 products');
    expect(calls[0]!.query.toString()).toBe(
      'page=2&price_min=40&price_max=120&sort_by=name&ascending=false&language=en',
    );
    expect(screen.getByRole('textbox', { name: 'Minimum price' })).toHaveValue('40');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name_desc');
  });

  describe('a URL range outside the listing’s limits (sofas cost 49 to 2349 €)', () => {
    const sofas =
      (calls: FakeRequest[]): FakeHandler<typeof getTypeProductsCall> =>
      ({ query, wire }) => {
        calls.push(wire);
        const found = (query.price_min ?? 0) > 2349 ? 0 : 5;
        return typeProductsAnswer(found, { price_min: 49, price_max: 2349, size: found, n_pages: 1 });
      };

    it('drops a range that does not meet them: the URL, the boxes and the results show every sofa', async () => {
      const asked: FakeRequest[] = [];
      const { probe } = open('/type_products/sofas?price_min=3000&price_max=4000', sofas(asked));
      await waitFor(() => expect(probe).toMatchObject({ search: '', action: 'REPLACE' }));
      expect(await screen.findByText('5 products')).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(5);
      expect(screen.queryByText('There are no products available')).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Minimum price' })).toHaveValue('49');
      expect(screen.getByRole('textbox', { name: 'Maximum price' })).toHaveValue('2,349');
      expect(asked.map((call) => call.query.get('price_min'))).toEqual(['3000', null]);
    });

    it('cuts a range that reaches past them to its part inside them', async () => {
      const asked: FakeRequest[] = [];
      const { probe } = open('/type_products/armchairs?price_min=2000&price_max=4000', sofas(asked));
      await waitFor(() =>
        expect(probe).toMatchObject({ search: '?price_min=2000&price_max=2349', action: 'REPLACE' }),
      );
      expect(await screen.findByText('5 products')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Minimum price' })).toHaveValue('2,000');
      expect(screen.getByRole('textbox', { name: 'Maximum price' })).toHaveValue('2,349');
      expect(lastQuery(asked).get('price_max')).toBe('2349');
      expect(listingCalls(asked)).toHaveLength(2);
    });
  });

  it('reads the price boxes as Castellano writes numbers, and shows them so', async () => {
    const { probe } = open('/type_products/sofas', () =>
      typeProductsAnswer(5, { price_min: 49, price_max: 2349 }),
    );
    act(() => getBus().publish('language.changed', 'es-ES'));
    await screen.findAllByRole('article');
    const min = screen.getByRole('textbox', { name: 'Minimum price' });
    expect(screen.getByRole('textbox', { name: 'Maximum price' })).toHaveValue('2.349');
    await userEvent.clear(min);
    await userEvent.type(min, '1.500{Enter}');
    expect(probe.search).toBe('?price_min=1500&price_max=2349');
    expect(min).toHaveValue('1.500');
    await settled();
  });

  it.each([
    ['without price info', {}, { min: '0', max: '1000000' }],
    ['with null limits', { price_min: null, price_max: null }, { min: '0', max: '1000000' }],
    ['with decimal limits', { price_min: 29.99, price_max: 189.01 }, { min: '29', max: '190' }],
  ])('shows an answer %s, with the slider on docs/spec.md’s limits', async (_name, limits, slider) => {
    const { price_min: _min, price_max: _max, ...info } = listingInfo();
    // Not what the API sends today, but what the client must read (docs/spec.md §9).
    open('/type_products/vases', () =>
      reply.raw(200, { ...typeProductsAnswer(5), info: { ...info, ...limits } }),
    );
    expect(await screen.findAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    expect(max).toHaveAttribute('min', slider.min);
    expect(max).toHaveAttribute('max', slider.max);
  });

  it('says so when there are no products', async () => {
    open('/type_products/vases', () => typeProductsAnswer(0, { size: 0, n_pages: 1 }));
    expect(await screen.findByText('There are no products available')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('stops loading on a failure and offers a retry', async () => {
    let fail = true;
    open('/type_products/vases', () => (fail ? reply.raw(503, 'unavailable') : typeProductsAnswer(3)));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('status', { name: 'Loading products…' })).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it.each(['/type_products', '/type_products/', '/type_products/a/b'])(
    'redirects %s to /error',
    async (url) => {
      const { probe } = open(url, () => typeProductsAnswer());
      await waitFor(() => expect(probe.pathname).toBe('/error'));
    },
  );

  it('redirects a name the API refuses to /error without asking it', async () => {
    const { probe, calls } = open(`/type_products/${'a'.repeat(101)}`, () =>
      reply.errors(400, { name: ['Too long'] }),
    );
    await waitFor(() => expect(probe.pathname).toBe('/error'));
    expect(listingCalls(calls)).toHaveLength(0);
  });

  it('asks for the first page and no range when the URL carries values the API refuses', async () => {
    const { calls } = open('/type_products/vases?price_min=0&price_max=99999999&page=100001', () =>
      typeProductsAnswer(5),
    );
    await screen.findByText('45 products');
    expect(calls[0]!.query.toString()).toBe('page=1&language=en');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('goes to the last page, replacing the entry, when the URL asks for one past it', async () => {
    const { calls, probe } = open('/type_products/vases?sort_by=name_asc&page=999', ({ query }) =>
      query.page === 999 ? typeProductsAnswer(0, { page: 999 }) : typeProductsAnswer(5, { page: query.page }),
    );
    await waitFor(() => expect(probe.search).toBe('?sort_by=name_asc&page=3'));
    expect(probe.action).toBe('REPLACE');
    expect(await screen.findAllByRole('article')).toHaveLength(5);
    expect(lastQuery(calls).toString()).toBe('page=3&sort_by=name&ascending=true&language=en');
    expect(screen.queryByText('There are no products available')).not.toBeInTheDocument();
  });

  it('redirects an unknown category to /error', async () => {
    const { probe } = open('/type_products/nothing', () =>
      reply.errors(404, { name: ['Unknown product type'] }),
    );
    await waitFor(() => expect(probe.pathname).toBe('/error'));
  });
});
