import { type RemoteServiceModule } from 'shared-contracts';
import { loadExposed, refreshFederation } from './federation';
import { SERVICE_RETRY_DELAYS_MS, startRemoteService } from './remote-services';

jest.mock('./federation', () => ({
  loadExposed: jest.fn(),
  refreshFederation: jest.fn(async () => undefined),
}));

const loadExposedMock = jest.mocked(loadExposed);
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
