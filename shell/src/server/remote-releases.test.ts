/** @jest-environment node */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { FALLBACK_MOUNTS } from '../composition/route-ownership';
import { RemoteReleases } from './remote-releases';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => ({ default: [] })),
}));

const ACCOUNT_MANIFEST = 'http://localhost:8083/5601485590d9/mf-manifest.json';
const published = {
  metaData: { ssrRemoteEntry: { name: 'server/remoteEntry.js' } },
  shop: { mounts: ['/login', '/orders'], serverPages: ['/login'] },
};

let accountServerUp: boolean;
let now: number;

beforeEach(() => {
  jest.mocked(registerRemotes).mockClear();
  jest.mocked(loadRemote).mockClear();
  accountServerUp = false;
  now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    if (!accountServerUp) throw new TypeError('fetch failed');
    return new Response(JSON.stringify(published), { headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => jest.restoreAllMocks());

describe('a remote whose server does not answer when the renderer starts', () => {
  it('keeps the fallback mounts and leaves its pages to the browser', async () => {
    const releases = await RemoteReleases.open({ mf_account: ACCOUNT_MANIFEST }, 'http://localhost:8080');

    expect(releases.table.mf_account).toEqual(FALLBACK_MOUNTS.mf_account);
    expect(releases.rendersOnServer('mf_account', '/login')).toBe(false);
    expect(registerRemotes).toHaveBeenCalledWith([]);
  });

  it('is read again 5 s later, then rendered on the server with its published mounts', async () => {
    const releases = await RemoteReleases.open({ mf_account: ACCOUNT_MANIFEST }, 'http://localhost:8080');
    accountServerUp = true;

    now += 4_999;
    expect(releases.readUnreadManifests()).toBeUndefined();
    now += 1;
    await expect(releases.readUnreadManifests()).resolves.toBe(true);

    expect(releases.table.mf_account).toEqual(['/login', '/orders']);
    expect(releases.rendersOnServer('mf_account', '/login')).toBe(true);
    expect(releases.rendersOnServer('mf_account', '/orders')).toBe(false);
    expect(registerRemotes).toHaveBeenLastCalledWith([
      { name: 'mf_account', entry: 'http://localhost:8083/5601485590d9/server/remoteEntry.js' },
    ]);
    // Its code is loaded ahead of the first page that needs it.
    expect(loadRemote).toHaveBeenCalledWith('mf_account/routes');
    expect(releases.readUnreadManifests()).toBeUndefined();
  });

  it('is not read again while its server is still down, until 5 s after the last try', async () => {
    const releases = await RemoteReleases.open({ mf_account: ACCOUNT_MANIFEST }, 'http://localhost:8080');

    now += 5_000;
    await expect(releases.readUnreadManifests()).resolves.toBe(false);
    expect(releases.table.mf_account).toEqual(FALLBACK_MOUNTS.mf_account);
    now += 4_999;
    expect(releases.readUnreadManifests()).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
