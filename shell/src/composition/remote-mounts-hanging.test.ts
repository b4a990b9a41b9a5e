import { findRemoteForPath } from './route-ownership';
import { forgetManifests } from './manifests';
import { loadRemoteMounts, mountsState } from './remote-mounts';

const CATALOG = 'https://shop.example/mf/mf-catalog/abc/mf-manifest.json';
const CART = 'https://cart.example/def/mf-manifest.json';

beforeEach(() => {
  forgetManifests();
  localStorage.clear();
  mountsState.ready = false;
  mountsState.table = {};
});

describe('a remote whose manifest never answers', () => {
  it('holds up its own pages only: the others route as soon as their manifests answer', async () => {
    const fetchImpl = jest.fn((input: RequestInfo | URL) =>
      String(input) === CART
        ? Promise.resolve({
            ok: true,
            status: 200,
            json: async () => ({ shop: { mounts: ['/cart'] } }),
          } as Response)
        : new Promise<Response>(() => undefined),
    ) as unknown as typeof fetch;
    void loadRemoteMounts(
      { mf_catalog: CATALOG, mf_cart_checkout: CART },
      { fetchImpl, storage: localStorage, baseUrl: 'https://shop.example/' },
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(findRemoteForPath(mountsState.table, '/cart')).toBe('mf_cart_checkout');
    // The catalogue's paths are not known yet, and nothing shadows them meanwhile.
    expect(mountsState.ready).toBe(false);
    expect(findRemoteForPath(mountsState.table, '/')).toBeUndefined();
  });
});
