import { type ShareScopeMap } from './share-scope';
import { createRemoteLoader } from './remote-containers';

// The shell's remote loading, with the browser's script loading played by the test: each
// remoteEntry.js appended to the page either defines its container (as a real one does, under
// the remote's name) and loads, or fails.
const pageGlobal = globalThis as unknown as Record<string, unknown>;

interface FakeContainer {
  init: jest.Mock;
  get: jest.Mock;
}

function fakeContainer(exposes: Record<string, unknown>): FakeContainer {
  return {
    init: jest.fn(() => Promise.resolve()),
    get: jest.fn((expose: string) =>
      expose in exposes
        ? Promise.resolve(() => exposes[expose])
        : Promise.reject(new Error(`Module "${expose}" does not exist in container.`)),
    ),
  };
}

/** What happens to each script the page appends, in order; the URLs it asked for. */
function scriptOutcomes(outcomes: Array<{ name: string; container: FakeContainer } | 'fail' | 'hang'>) {
  const requested: string[] = [];
  const append = jest.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const script = nodes[0] as HTMLScriptElement;
    requested.push(script.src);
    const outcome = outcomes.shift() ?? 'fail';
    if (outcome === 'hang') return;
    setTimeout(() => {
      if (outcome === 'fail') script.onerror?.(new Event('error'));
      else {
        pageGlobal[outcome.name] = outcome.container;
        script.onload?.(new Event('load'));
      }
    }, 0);
  });
  return { requested, restore: () => append.mockRestore() };
}

const ENTRY = 'https://catalog.example/releases/abc/remoteEntry.js';
let shareScopeMap: ShareScopeMap;
// A script's time limit far beyond the fake scripts' answer, so that only a script that never
// answers runs into it, however slowly a loaded machine runs the test's timers.
const loader = (scriptTimeoutMs = 60_000) =>
  createRemoteLoader({ shareScopeMap, retryTimes: 2, retryDelayMs: 1, scriptTimeoutMs });

beforeEach(() => {
  shareScopeMap = {};
  delete pageGlobal.mf_catalog;
});

describe("the shell's remote loader", () => {
  it("starts a remote's container once, with the page's share scopes, and returns an exposed module", async () => {
    const container = fakeContainer({ './routes': { routes: 'catalog routes' } });
    const scripts = scriptOutcomes([{ name: 'mf_catalog', container }]);
    const { registerRemotes, loadRemote } = loader();
    registerRemotes([{ name: 'mf_catalog', entry: ENTRY }]);
    expect(await loadRemote('mf_catalog/routes')).toEqual({ routes: 'catalog routes' });
    await loadRemote('mf_catalog/routes');
    expect(scripts.requested).toEqual([ENTRY]);
    expect(container.init).toHaveBeenCalledTimes(1);
    expect(container.init).toHaveBeenCalledWith(shareScopeMap.default, [], { shareScopeMap });
    scripts.restore();
  });

  it("tries a remote's script three times in all, then fails, and tries afresh on the next load", async () => {
    const container = fakeContainer({ './service': 'service' });
    const scripts = scriptOutcomes(['fail', 'fail', 'fail', { name: 'mf_catalog', container }]);
    const { registerRemotes, loadRemote } = loader();
    registerRemotes([{ name: 'mf_catalog', entry: ENTRY }]);
    await expect(loadRemote('mf_catalog/service')).rejects.toThrow(`${ENTRY} failed to load`);
    expect(scripts.requested).toHaveLength(3);
    expect(await loadRemote('mf_catalog/service')).toBe('service');
    scripts.restore();
  });

  it('counts a script that never answers as failed', async () => {
    const scripts = scriptOutcomes(['hang', 'hang', 'hang']);
    const { registerRemotes, loadRemote } = loader(50);
    registerRemotes([{ name: 'mf_catalog', entry: ENTRY }]);
    await expect(loadRemote('mf_catalog/routes')).rejects.toThrow('did not load in 50 ms');
    expect(scripts.requested).toHaveLength(3);
    scripts.restore();
  });

  it('fails clearly for a script without the container, an unknown expose and an unregistered remote', async () => {
    const scripts = scriptOutcomes([{ name: 'mf_other', container: fakeContainer({}) }]);
    const { registerRemotes, loadRemote } = loader();
    registerRemotes([{ name: 'mf_catalog', entry: ENTRY }]);
    await expect(loadRemote('mf_catalog/routes')).rejects.toThrow('defined no container named mf_catalog');
    await expect(loadRemote('mf_account/routes')).rejects.toThrow('Remote mf_account is not registered');
    scripts.restore();

    const withoutService = scriptOutcomes([{ name: 'mf_catalog', container: fakeContainer({}) }]);
    await expect(loadRemote('mf_catalog/service')).rejects.toThrow('Module "./service" does not exist');
    withoutService.restore();
  });

  it('keeps a registered remote unless forced, then loads the new release', async () => {
    const first = fakeContainer({ './routes': 'release 1' });
    const second = fakeContainer({ './routes': 'release 2' });
    const scripts = scriptOutcomes([
      { name: 'mf_catalog', container: first },
      { name: 'mf_catalog', container: second },
    ]);
    const { registerRemotes, loadRemote } = loader();
    registerRemotes([{ name: 'mf_catalog', entry: ENTRY }]);
    expect(await loadRemote('mf_catalog/routes')).toBe('release 1');
    registerRemotes([{ name: 'mf_catalog', entry: 'https://catalog.example/releases/def/remoteEntry.js' }]);
    expect(await loadRemote('mf_catalog/routes')).toBe('release 1');
    registerRemotes([{ name: 'mf_catalog', entry: 'https://catalog.example/releases/def/remoteEntry.js' }], {
      force: true,
    });
    expect(await loadRemote('mf_catalog/routes')).toBe('release 2');
    expect(scripts.requested).toEqual([ENTRY, 'https://catalog.example/releases/def/remoteEntry.js']);
    scripts.restore();
  });

  it('retries an exposed module whose chunks fail, on the container it has', async () => {
    const container = fakeContainer({ './routes': 'routes' });
    container.get.mockRejectedValueOnce(new Error('Loading chunk 91 failed.'));
    const scripts = scriptOutcomes([{ name: 'mf_catalog', container }]);
    const { registerRemotes, loadRemote } = loader();
    registerRemotes([{ name: 'mf_catalog', entry: ENTRY }]);
    expect(await loadRemote('mf_catalog/routes')).toBe('routes');
    expect(container.get).toHaveBeenCalledTimes(2);
    scripts.restore();
  });

  it('drops the container of a forced release even where the earlier script declared it with `var`', async () => {
    // A classic script's `var mf_account` is a global that `delete` cannot remove.
    Object.defineProperty(pageGlobal, 'mf_account', {
      value: undefined,
      writable: true,
      configurable: false,
    });
    const before = fakeContainer({ './routes': 'old routes' });
    const after = fakeContainer({ './routes': 'new routes' });
    const scripts = scriptOutcomes([
      { name: 'mf_account', container: before },
      // The new release's script loads but defines nothing: the old container must not stand in.
      { name: 'mf_elsewhere', container: after },
      { name: 'mf_account', container: after },
    ]);
    const { registerRemotes, loadRemote } = loader();
    registerRemotes([{ name: 'mf_account', entry: ENTRY }]);
    expect(await loadRemote('mf_account/routes')).toBe('old routes');
    registerRemotes([{ name: 'mf_account', entry: ENTRY }], { force: true });
    await expect(loadRemote('mf_account/routes')).rejects.toThrow(
      `${ENTRY} defined no container named mf_account`,
    );
    expect(await loadRemote('mf_account/routes')).toBe('new routes');
    scripts.restore();
  });
});
