import { type RemoteServiceModule } from 'shared-contracts';
import { loadExposed, refreshFederation } from './federation';
import { fetchManifest } from './manifests';
import { SERVICE_RETRY_DELAYS_MS, startRemoteService, startRemoteServices } from './remote-services';

jest.mock('./federation', () => ({
  loadExposed: jest.fn(),
  refreshFederation: jest.fn(async () => undefined),
}));
jest.mock('./manifests', () => ({ fetchManifest: jest.fn() }));

const loadExposedMock = jest.mocked(loadExposed);
const fetchManifestMock = jest.mocked(fetchManifest);
const immediately = { wait: async () => undefined, online: () => new Promise<void>(() => undefined) };

beforeEach(() => {
  loadExposedMock.mockReset();
  jest.mocked(refreshFederation).mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('starting a remote’s service', () => {
  it('starts it once its code loads', async () => {
    const service: RemoteServiceModule = { start: jest.fn(() => () => undefined) };
    loadExposedMock.mockResolvedValue(service);
    expect(await startRemoteService('mf_cart_checkout', immediately)).toBe(true);
    expect(service.start).toHaveBeenCalledWith(expect.objectContaining({ apiBaseUrl: '/api' }));
    expect(refreshFederation).not.toHaveBeenCalled();
  });

  it('retries a service whose code failed to load, re-reading the registry, like a route', async () => {
    const service: RemoteServiceModule = { start: jest.fn(() => () => undefined) };
    loadExposedMock
      .mockRejectedValueOnce(new Error('RUNTIME-008'))
      .mockRejectedValueOnce(new Error('RUNTIME-008'))
      .mockResolvedValue(service);
    const waits: number[] = [];
    const scheduling = { ...immediately, wait: async (ms: number) => void waits.push(ms) };
    expect(await startRemoteService('mf_cart_checkout', scheduling)).toBe(true);
    expect(waits).toEqual([SERVICE_RETRY_DELAYS_MS[0], SERVICE_RETRY_DELAYS_MS[1]]);
    expect(refreshFederation).toHaveBeenCalledTimes(2);
    expect(service.start).toHaveBeenCalledTimes(1);
  });

  it('retries at once when the browser comes back online', async () => {
    const service: RemoteServiceModule = { start: jest.fn(() => () => undefined) };
    loadExposedMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(service);
    const scheduling = { wait: () => new Promise<void>(() => undefined), online: async () => undefined };
    expect(await startRemoteService('mf_account', scheduling)).toBe(true);
  });

  it('gives up after the last wait, and reports it', async () => {
    loadExposedMock.mockRejectedValue(new Error('RUNTIME-008'));
    expect(await startRemoteService('mf_backoffice', immediately)).toBe(false);
    expect(loadExposedMock).toHaveBeenCalledTimes(SERVICE_RETRY_DELAYS_MS.length + 1);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('giving up'), expect.any(Error));
  });

  it('does not retry a service that loaded but threw while starting', async () => {
    loadExposedMock.mockResolvedValue({
      start: () => {
        throw new Error('bug');
      },
    });
    expect(await startRemoteService('mf_catalog', immediately)).toBe(false);
    expect(loadExposedMock).toHaveBeenCalledTimes(1);
  });
});

describe('starting the remotes’ services at boot', () => {
  const manifestExposing = (...names: string[]) => ({
    name: 'remote',
    exposes: names.map((name) => ({ id: `remote:${name}`, name, path: `./${name}` })),
  });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('loads the service only of the releases whose manifest exposes one', async () => {
    const manifests: Record<string, unknown> = {
      'https://shop.test/mf/catalog/1/mf-manifest.json': manifestExposing('routes', 'service'),
      'https://shop.test/mf/cart/1/mf-manifest.json': manifestExposing('routes', 'service'),
      'https://shop.test/mf/account/1/mf-manifest.json': manifestExposing('routes'),
      'https://shop.test/mf/backoffice/1/mf-manifest.json': manifestExposing('routes'),
    };
    fetchManifestMock.mockImplementation(async (url) => manifests[url]);
    loadExposedMock.mockResolvedValue({ start: () => () => undefined });
    startRemoteServices(
      {
        mf_catalog: '/mf/catalog/1/mf-manifest.json',
        mf_cart_checkout: '/mf/cart/1/mf-manifest.json',
        mf_account: '/mf/account/1/mf-manifest.json',
        mf_backoffice: '/mf/backoffice/1/mf-manifest.json',
      },
      'https://shop.test/',
    );
    await flush();
    expect(loadExposedMock.mock.calls.map(([remote]) => remote).sort()).toEqual([
      'mf_cart_checkout',
      'mf_catalog',
    ]);
  });

  it('still tries the service of a remote whose manifest cannot be read or is not in the registry', async () => {
    fetchManifestMock.mockRejectedValue(new Error('HTTP 503'));
    loadExposedMock.mockResolvedValue({ start: () => () => undefined });
    startRemoteServices({ mf_catalog: '/mf/catalog/1/mf-manifest.json' }, 'https://shop.test/');
    await flush();
    expect(loadExposedMock.mock.calls.map(([remote]) => remote).sort()).toEqual([
      'mf_account',
      'mf_backoffice',
      'mf_cart_checkout',
      'mf_catalog',
    ]);
  });
});
