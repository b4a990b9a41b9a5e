import { FALLBACK_MOUNTS, findRemoteForPath } from './route-ownership';
import { fetchManifest, forgetManifests } from './manifests';
import { MOUNTS_CACHE_KEY, loadRemoteMounts, mountsState, seedRemoteMounts } from './remote-mounts';

const registry = {
  mf_catalog: '/mf/mf-catalog/abc/mf-manifest.json',
  mf_account: 'https://cdn.example/account/def/mf-manifest.json',
};
const options = (fetchImpl: typeof fetch) => ({
  fetchImpl,
  storage: localStorage,
  baseUrl: 'https://shop.example/',
});

function manifests(byUrl: Record<string, unknown>) {
  return jest.fn(async (input: RequestInfo | URL) => {
    const body = byUrl[String(input)];
    return { ok: body !== undefined, status: body ? 200 : 404, json: async () => body } as Response;
  }) as unknown as jest.Mock & typeof fetch;
}

beforeEach(() => {
  forgetManifests();
  localStorage.clear();
  mountsState.ready = false;
  mountsState.table = {};
});

describe('the table a server-rendered page starts with', () => {
  it('stays ready while the manifests are first read, so nothing the server rendered unmounts', async () => {
    seedRemoteMounts({ mf_catalog: ['/'], mf_account: ['/login'] });
    const answers: Array<() => void> = [];
    const release = () => answers.forEach((answer) => answer());
    const fetchImpl = jest.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((resolve) => {
          answers.push(() =>
            resolve({
              ok: true,
              status: 200,
              json: async () => ({
                shop: { mounts: String(input).includes('catalog') ? ['/'] : ['/login'] },
              }),
            } as Response),
          );
        }),
    ) as unknown as typeof fetch;
    const reading = loadRemoteMounts(registry, options(fetchImpl));
    expect(mountsState.ready).toBe(true);
    expect(findRemoteForPath(mountsState.table, '/')).toBe('mf_catalog');
    release();
    await reading;
    // A later read (after a failure) starts over: the areas are mounted afresh.
    const later = loadRemoteMounts(
      { mf_catalog: '/mf/mf-catalog/new/mf-manifest.json' },
      options(manifests({})),
    );
    expect(mountsState.ready).toBe(false);
    await later;
  });
});

describe('which remote owns a path', () => {
  it('follows the paths each remote publishes in its manifest, including new ones', async () => {
    const fetchImpl = manifests({
      'https://shop.example/mf/mf-catalog/abc/mf-manifest.json': {
        shop: { mounts: ['/', '/lookbook/:slug'] },
      },
      'https://cdn.example/account/def/mf-manifest.json': { shop: { mounts: ['/login', '/orders/*'] } },
    });
    await loadRemoteMounts(registry, options(fetchImpl));
    expect(mountsState.ready).toBe(true);
    expect(findRemoteForPath(mountsState.table, '/lookbook/verano')).toBe('mf_catalog');
    expect(findRemoteForPath(mountsState.table, '/orders/A1')).toBe('mf_account');
    // A path only the shell's old table gave the catalogue is no longer routed to it.
    expect(findRemoteForPath(mountsState.table, '/wishlist')).toBeUndefined();
    expect(mountsState.sources).toMatchObject({ mf_catalog: 'published', mf_account: 'published' });
  });

  it('keeps a release’s mounts by URL, so a later visit routes without fetching', async () => {
    const first = manifests({
      'https://shop.example/mf/mf-catalog/abc/mf-manifest.json': { shop: { mounts: ['/'] } },
      'https://cdn.example/account/def/mf-manifest.json': { shop: { mounts: ['/login'] } },
    });
    await loadRemoteMounts(registry, options(first));
    const second = manifests({});
    await loadRemoteMounts(registry, options(second));
    expect(second).not.toHaveBeenCalled();
    expect(findRemoteForPath(mountsState.table, '/login')).toBe('mf_account');
    expect(Object.keys(JSON.parse(localStorage.getItem(MOUNTS_CACHE_KEY)!))).toHaveLength(2);
  });

  it('falls back to the shell’s table for a remote whose manifest cannot be read, or that is not registered', async () => {
    const fetchImpl = manifests({
      'https://shop.example/mf/mf-catalog/abc/mf-manifest.json': { shop: { mounts: ['/'] } },
      'https://cdn.example/account/def/mf-manifest.json': { name: 'mf_account' },
    });
    await loadRemoteMounts(registry, options(fetchImpl));
    expect(mountsState.table.mf_account).toEqual(FALLBACK_MOUNTS.mf_account);
    expect(mountsState.table.mf_backoffice).toEqual(FALLBACK_MOUNTS.mf_backoffice);
    expect(mountsState.sources).toMatchObject({ mf_account: 'fallback', mf_backoffice: 'fallback' });
    expect(findRemoteForPath(mountsState.table, '/backoffice/orders')).toBe('mf_backoffice');
  });

  it('is not ready, and shadows nothing with the fallback table, until every manifest has answered', async () => {
    let answer!: () => void;
    const fetchImpl = jest.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((resolve) => {
          answer = () =>
            resolve({ ok: true, status: 200, json: async () => ({ shop: { mounts: ['/x'] } }) } as Response);
          void input;
        }),
    ) as unknown as typeof fetch;
    const loading = loadRemoteMounts({ mf_catalog: registry.mf_catalog }, options(fetchImpl));
    await Promise.resolve();
    expect(mountsState.ready).toBe(false);
    expect(findRemoteForPath(mountsState.table, '/')).toBeUndefined();
    answer();
    await loading;
    expect(mountsState.ready).toBe(true);
  });
});

describe('a release’s manifest', () => {
  it('is fetched once for both the routing and the loading of the remote', async () => {
    const url = 'https://shop.example/mf/mf-catalog/abc/mf-manifest.json';
    const fetchImpl = manifests({ [url]: { name: 'mf_catalog', shop: { mounts: ['/'] } } });
    await loadRemoteMounts({ mf_catalog: registry.mf_catalog }, options(fetchImpl));
    // What federation.ts reads to find the release's remoteEntry.js.
    expect(await fetchManifest(url, fetchImpl)).toMatchObject({ name: 'mf_catalog' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
