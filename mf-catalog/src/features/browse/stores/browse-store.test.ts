import { type ApiResult } from 'shared-contracts';
import { productSummary, searchInfo } from 'remote-kit/testing';
import { type BrowseAnswer, type BrowseLoader, browseState, loadBrowse } from './browse-store';

const answer = (ids: number[], page = 1): ApiResult<BrowseAnswer> => ({
  kind: 'ok',
  status: 200,
  data: { products: ids.map((id) => productSummary(id)), info: searchInfo({ page }) },
});

function deferred() {
  let resolve!: (result: ApiResult<BrowseAnswer>) => void;
  const promise = new Promise<ApiResult<BrowseAnswer>>((done) => (resolve = done));
  return { promise, resolve };
}

describe('loadBrowse', () => {
  it('shows the products and info of the answer', async () => {
    const loader: BrowseLoader = jest.fn(async () => answer([1, 2]));
    const loading = loadBrowse(loader, 'vases', { page: 1 });
    expect(browseState.status).toBe('loading');
    await loading;
    expect(browseState).toMatchObject({ scope: 'vases', status: 'ready' });
    expect(browseState.products.map((p) => p.id)).toEqual([1, 2]);
    expect(loader).toHaveBeenCalledWith({ page: 1 }, expect.any(AbortSignal));
  });

  it('keeps the info of the same scope while the next page loads, and drops another scope’s', async () => {
    await loadBrowse(async () => answer([1]), 'vases', { page: 1 });
    const next = deferred();
    const loading = loadBrowse(() => next.promise, 'vases', { page: 2 });
    expect(browseState.info?.price_max).toBe(190);
    next.resolve(answer([21], 2));
    await loading;

    const other = deferred();
    const otherLoading = loadBrowse(() => other.promise, 'rugs', { page: 1 });
    expect(browseState.info).toBeUndefined();
    expect(browseState.products).toEqual([]);
    other.resolve(answer([3]));
    await otherLoading;
  });

  it('drops the answer of a load that a newer one superseded, and aborts it', async () => {
    const slow = deferred();
    let signal: AbortSignal | undefined;
    const first = loadBrowse(
      (_request, abort) => {
        signal = abort;
        return slow.promise;
      },
      'vases',
      { page: 1 },
    );
    await loadBrowse(async () => answer([9]), 'vases', { page: 1, sort_by: 'price' });
    slow.resolve(answer([1, 2, 3]));
    await first;
    expect(signal?.aborted).toBe(true);
    expect(browseState.products.map((p) => p.id)).toEqual([9]);
  });

  it('just stops loading on a failure', async () => {
    await loadBrowse(async () => ({ kind: 'network-error', message: 'offline' }), 'vases', { page: 1 });
    expect(browseState.status).toBe('failed');
    await loadBrowse(async () => ({ kind: 'bad-response', status: 500, message: 'HTTP 500' }), 'vases', {});
    expect(browseState.status).toBe('failed');
  });

  it('tells an unknown category apart', async () => {
    await loadBrowse(
      async () => ({ kind: 'errors', status: 404, errors: { name: ['Unknown product type'] } }),
      'nothing',
      { page: 1 },
    );
    expect(browseState.status).toBe('not-found');
  });
});
