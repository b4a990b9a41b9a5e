import { act, renderHook, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { type ApiResult, type QueryValues, getBus } from 'shared-contracts';
import { productSummary, searchInfo } from 'remote-kit/testing';
import { type BrowseAnswer } from './stores/browse-store';
import { useBrowse } from './use-browse';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en-US', resources: {}, initAsync: false });

const location = { search: '' };
function Probe() {
  location.search = useLocation().search;
  return null;
}

/** The hook on a URL, with a loader that answers like sales at 49 to 2349 € (none above 2349). */
function renderBrowse(url: string, scope: string) {
  const requests: QueryValues[] = [];
  const loader = jest.fn(async (request: QueryValues): Promise<ApiResult<BrowseAnswer>> => {
    requests.push(request);
    const count = Number(request.price_min ?? 0) > 2349 ? 0 : 3;
    return {
      kind: 'ok',
      status: 200,
      data: {
        products: Array.from({ length: count }, (_, index) => productSummary(index + 1)),
        info: searchInfo({ price_min: 49, price_max: 2349, size: count, n_pages: 1 }),
      },
    };
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        {children}
        <Probe />
      </MemoryRouter>
    </I18nextProvider>
  );
  const shown: string[] = [];
  const view = renderHook(
    () => {
      const browse = useBrowse(scope, loader);
      const { range } = browse.query;
      shown.push(`${browse.status} ${range ? `${range.min}-${range.max}` : 'all'} ${browse.products.length}`);
      return browse;
    },
    { wrapper },
  );
  return { ...view, requests, shown };
}

beforeAll(() => getBus().publish('language.changed', 'en-US'));

describe('useBrowse with a URL range outside the bounds', () => {
  it('asks with the URL’s range until the bounds are known, then drops a range that misses them', async () => {
    const { result, requests, shown } = renderBrowse(
      '/sales?price_min=3000&price_max=4000&page=2',
      'sales:drop',
    );
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
    const { result, requests, shown } = renderBrowse('/sales?price_min=0&price_max=4000&page=1', 'sales:cut');
    await waitFor(() => expect(location.search).toBe('?price_min=49&price_max=2349'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.query.range).toEqual({ min: 49, max: 2349 });
    expect(requests.map((request) => [request.price_min, request.price_max])).toEqual([
      [0, 4000],
      [49, 2349],
    ]);
    expect(shown.filter((line) => line.startsWith('ready'))).toEqual(
      expect.arrayContaining(['ready 49-2349 3']),
    );
    expect(shown.filter((line) => line.startsWith('ready') && !line.includes('49-2349'))).toEqual([]);
  });

  it('leaves a range inside the bounds as it is', async () => {
    const { result, requests } = renderBrowse('/sales?price_min=100&price_max=900', 'sales:inside');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(async () => undefined);
    expect(location.search).toBe('?price_min=100&price_max=900');
    expect(requests).toHaveLength(1);
  });
});
