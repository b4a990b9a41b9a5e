import type * as Manifests from './manifests';
import { INLINE_MANIFESTS_ID } from './manifests';

type ManifestsModule = typeof Manifests;

const DIGEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'routes' }],
  shop: { mounts: ['/'] },
};
const FETCHED = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] };

/** The module afresh (it reads the page's block once), with the page as the server wrote it. */
function loadWithPage(blockText: string | undefined): ManifestsModule {
  document.getElementById(INLINE_MANIFESTS_ID)?.remove();
  if (blockText !== undefined) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = INLINE_MANIFESTS_ID;
    block.textContent = blockText;
    document.head.append(block);
  }
  let loaded: ManifestsModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<ManifestsModule>('./manifests');
  });
  return loaded!;
}

// jsdom has no fetch Response: a minimal stand-in with what the manifests read.
const fetchAnswering = () =>
  jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => FETCHED,
  })) as unknown as jest.MockedFunction<typeof fetch>;

describe('reading a release’s manifest', () => {
  const url = new URL('/mf/mf-catalog/aaa111/mf-manifest.json', location.href).href;

  it('takes the digest the server wrote into the page, without a request', async () => {
    const { fetchManifest } = loadWithPage(
      JSON.stringify({ '/mf/mf-catalog/aaa111/mf-manifest.json': DIGEST }),
    );
    const fetchImpl = fetchAnswering();
    expect(await fetchManifest(url, fetchImpl)).toEqual(DIGEST);
    expect(await fetchManifest(url, fetchImpl)).toEqual(DIGEST);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(document.getElementById(INLINE_MANIFESTS_ID)).toBeNull();
  });

  it('reads a manifest named by a data: URL from the URL, without a request', async () => {
    // The monolith names its bundled remotes so; a CSP of connect-src 'self' refuses fetching them.
    const { fetchManifest } = loadWithPage(undefined);
    const fetchImpl = fetchAnswering();
    const dataUrl = `data:application/json,${encodeURIComponent(JSON.stringify(DIGEST))}`;
    expect(await fetchManifest(dataUrl, fetchImpl)).toEqual(DIGEST);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fetches it after a failure made the shell forget what it read', async () => {
    const { fetchManifest, forgetManifests } = loadWithPage(
      JSON.stringify({ '/mf/mf-catalog/aaa111/mf-manifest.json': DIGEST }),
    );
    const fetchImpl = fetchAnswering();
    await fetchManifest(url, fetchImpl);
    forgetManifests();
    expect(await fetchManifest(url, fetchImpl)).toEqual(FETCHED);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('fetches a manifest the page does not carry (a remote served elsewhere)', async () => {
    const { fetchManifest } = loadWithPage(
      JSON.stringify({ '/mf/mf-cart-checkout/b/mf-manifest.json': DIGEST }),
    );
    const fetchImpl = fetchAnswering();
    expect(await fetchManifest(url, fetchImpl)).toEqual(FETCHED);
    expect(fetchImpl).toHaveBeenCalledWith(url, expect.anything());
  });

  it.each([
    ['no block', undefined],
    ['a broken block', '{"/mf/mf-catalog/aaa111/mf-manifest.json": '],
    ['a block that is not an object', '["/mf/mf-catalog/aaa111/mf-manifest.json"]'],
  ])('fetches it when the page has %s', async (_case, blockText) => {
    const { fetchManifest } = loadWithPage(blockText);
    const fetchImpl = fetchAnswering();
    expect(await fetchManifest(url, fetchImpl)).toEqual(FETCHED);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
