import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { type ApiResult, getBus } from 'shared-contracts';
import { productSummary, searchInfo, testQueryClient } from 'remote-kit/testing';
import { type BrowseAnswer, browseResultsQuery } from './browse-results-query';
import { type ListingRequest } from './listing-request';
import { useBrowse } from './use-browse';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en-US', resources: {}, initAsync: false });

const location = { search: '' };
let navigate: ReturnType<typeof useNavigate> | undefined;
function Probe() {
  location.search = useLocation().search;
  navigate = useNavigate();
  return null;
}

type Answer = (request: ListingRequest) => ApiResult<BrowseAnswer> | Promise<ApiResult<BrowseAnswer>>;

/** Like sales at 49 to 2349 € (none above 2349), 3 pages. */
const salesLike: Answer = (request) => {
  const count = Number(request.price_min ?? 0) > 2349 ? 0 : 3;
  return {
    kind: 'ok',
    status: 200,
    data: {
      products: Array.from({ length: count }, (_, index) =>
        productSummary(Number(request.page) * 10 + index),
      ),
      info: searchInfo({
        price_min: 49,
        price_max: 2349,
        size: count,
        n_pages: 3,
        page: Number(request.page),
      }),
    },
  };
};

/** The hook on a URL, its calls answered by `answer`; `shown` logs each render's status, range and product count. */
function renderBrowse(url: string, answer: Answer = salesLike) {
  const requests: ListingRequest[] = [];
  const call = async (request: ListingRequest) => {
    requests.push(request);
    return answer(request);
  };
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          {children}
          <Probe />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
  const shown: string[] = [];
  const view = renderHook(
    () => {
      const browse = useBrowse((request) => browseResultsQuery(['sales'], call, request));
      const { range } = browse.query;
      shown.push(`${browse.status} ${range ? `${range.min}-${range.max}` : 'all'} ${browse.products.length}`);
      return browse;
    },
    { wrapper },
  );
  return { ...view, requests, shown };
}

const bus = getBus();
beforeAll(() => bus.publish('language.changed', 'en-US'));
afterEach(() => bus.publish('session.changed', null));

describe('useBrowse with a URL range outside the bounds', () => {
  it('asks with the URL’s range until the bounds are known, then drops a range that misses them', async () => {
    const { result, requests, shown } = renderBrowse('/sales?price_min=3000&price_max=4000&page=2');
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(location.search).toBe(''));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.query).toEqual({ page: 1, sort: 'best_selling', range: undefined });
    expect(result.current.products).toHaveLength(3);
    // The empty answer for 3000 to 4000 € is never shown as the result.
    expect(shown.filter((line) => line.startsWith('ready'))).not.toContain('ready 3000-4000 0');
    expect(shown).not.toContain('ready all 0');
    expect(requests.map((request) => [request.page, request.price_min, request.price_max])).toEqual([
      [2, 3000, 4000],
      [1, undefined, undefined],
    ]);
  });

  it('cuts a range that reaches past them, keeping the page, and never shows the first answer', async () => {
    const { result, requests, shown } = renderBrowse('/sales?price_min=0&price_max=4000&page=1');
    await waitFor(() => expect(location.search).toBe('?price_min=49&price_max=2349'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.query.range).toEqual({ min: 49, max: 2349 });
    expect(requests.map((request) => [request.price_min, request.price_max])).toEqual([
      [0, 4000],
      [49, 2349],
    ]);
    expect(shown).toContain('ready 49-2349 3');
    // Neither as the result nor kept on screen while the fitted range loads.
    expect(shown.filter((line) => !line.endsWith(' 0') && !line.includes('49-2349'))).toEqual([]);
  });

  it('leaves a range inside the bounds as it is', async () => {
    const { result, requests } = renderBrowse('/sales?price_min=100&price_max=900');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(async () => undefined);
    expect(location.search).toBe('?price_min=100&price_max=900');
    expect(requests).toHaveLength(1);
  });
});

describe('useBrowse while the next answer loads', () => {
  it('keeps the previous products and info on screen, without counting them as the new answer', async () => {
    let release!: () => void;
    const { result } = renderBrowse('/sales', async (request) => {
      if (request.page === 2) await new Promise<void>((resolve) => (release = resolve));
      return salesLike(request);
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => void navigate!('/sales?page=2'));
    expect(result.current.status).toBe('loading');
    expect(result.current.products.map((product) => product.id)).toEqual([10, 11, 12]);
    expect(result.current.info?.n_pages).toBe(3);
    await act(async () => release());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.products.map((product) => product.id)).toEqual([20, 21, 22]);
  });

  it('asks again with id_user when the visitor signs in, keeping the products meanwhile', async () => {
    const { result, requests, shown } = renderBrowse('/sales');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() =>
      bus.publish('session.changed', { token: 't', tokenExpirationDate: '2030-01-01T00:00:00Z', userId: 7 }),
    );
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.id_user).toBe(7);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const sinceSignIn = shown.slice(shown.indexOf('ready all 3'));
    expect(sinceSignIn).toContain('loading all 3');
    expect(sinceSignIn).not.toContain('loading all 0');
  });
});

describe('useBrowse on a failure', () => {
  it('fails, and asks again on retry', async () => {
    let fail = true;
    let release!: () => void;
    const { result, requests } = renderBrowse('/sales', async (request) => {
      if (fail) return { kind: 'network-error', message: 'offline' };
      await new Promise<void>((resolve) => (release = resolve));
      return salesLike(request);
    });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('loading'));
    await act(async () => release());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(requests).toHaveLength(2);
  });

  it('tells a category the API does not know apart', async () => {
    const { result } = renderBrowse('/sales', () => ({
      kind: 'errors',
      status: 404,
      errors: { name: ['Unknown product type'] },
    }));
    await waitFor(() => expect(result.current.status).toBe('not-found'));
  });
});
