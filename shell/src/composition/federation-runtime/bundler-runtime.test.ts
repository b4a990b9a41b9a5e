import federation, {
  BUNDLER_RUNTIME_KEY,
  type ConsumeHandler,
  type WebpackRequire,
  pageShareScopes,
} from './bundler-runtime';
import { type SharedOffer } from './share-scope';

// Containers as rspack's Module Federation startup drives them: a fake `__webpack_require__`
// with a module table, started by the runtime's `init`, consuming through `consumes` and
// `installInitialConsumes` exactly as the generated code calls them.
const { bundlerRuntime } = federation;

type FakeRequire = WebpackRequire & { I: jest.Mock };

function startContainer(name: string, shared: Record<string, SharedOffer[]> = {}): FakeRequire {
  const webpackRequire: FakeRequire = {
    m: {},
    c: {},
    S: {},
    I: jest.fn(() => Promise.resolve()),
    federation: { initOptions: { name, shared } },
  };
  webpackRequire.federation.instance = bundlerRuntime.init({ webpackRequire });
  return webpackRequire;
}

const lazyOffer = (version: string, exports: unknown): SharedOffer => ({
  version,
  scope: ['default'],
  shareConfig: { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0` },
  get: () => Promise.resolve(() => exports),
});
const eagerOffer = (version: string, exports: unknown): SharedOffer => ({
  ...lazyOffer(version, exports),
  get: () => () => exports,
});
const handler = (shareKey: string, own: unknown, requiredVersion = '^19.0.0'): ConsumeHandler => ({
  shareKey,
  getter: () => Promise.resolve(() => own),
  shareInfo: { shareConfig: { singleton: true, requiredVersion }, scope: ['default'] },
});

function requireModule(webpackRequire: WebpackRequire, id: string): unknown {
  const module = { exports: undefined as unknown };
  webpackRequire.m[id]!(module);
  return module.exports;
}

/** A chunk's consumes, resolved as rspack's chunk loading waits for them. */
async function consumeChunk(webpackRequire: WebpackRequire, handlers: Record<string, ConsumeHandler>) {
  const promises: Array<Promise<unknown> | 0> = [];
  bundlerRuntime.consumes({
    chunkId: 'page',
    promises,
    chunkMapping: { page: Object.keys(handlers) },
    installedModules: {},
    moduleToHandlerMapping: handlers,
    webpackRequire,
  });
  await Promise.all(promises);
}

beforeEach(() => {
  delete (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_KEY];
});

describe("the shop's Module Federation bundler runtime", () => {
  it('leaves its functions and the share scopes on the page for the remotes', () => {
    const scopes = pageShareScopes();
    const onPage = (
      globalThis as unknown as Record<string, { shareScopeMap: unknown; bundlerRuntime: object }>
    )[BUNDLER_RUNTIME_KEY]!;
    expect(onPage.shareScopeMap).toBe(scopes);
    expect(Object.keys(onPage.bundlerRuntime)).toEqual(
      expect.arrayContaining(['init', 'consumes', 'installInitialConsumes', 'I', 'initContainerEntry']),
    );
  });

  it("gives a remote the shell's React, not its own copy", async () => {
    startContainer('shell', { react: [eagerOffer('19.3.1', 'shell react')] });
    const remote = startContainer('mf_catalog', { react: [lazyOffer('19.3.1', 'catalog react')] });
    await consumeChunk(remote, { '5279': handler('react', 'catalog react') });
    expect(requireModule(remote, '5279')).toBe('shell react');
    expect(remote.S).toBe(pageShareScopes());
  });

  it('gives a consumer its own copy of a module nobody shares', async () => {
    const remote = startContainer('mf_catalog');
    await consumeChunk(remote, { '42': handler('left-pad', 'own left-pad') });
    expect(requireModule(remote, '42')).toBe('own left-pad');
  });

  it("runs the shell's eager modules at once, and refuses one only a lazy chunk provides", () => {
    const shell = startContainer('shell', {
      react: [eagerOffer('19.3.1', 'shell react')],
      zod: [lazyOffer('4.6.7', 'zod')],
    });
    const handlers = { '3474': handler('react', 'unused'), '9451': handler('zod', 'unused', '^4.0.0') };
    bundlerRuntime.installInitialConsumes({
      initialConsumes: ['3474', '9451'],
      installedModules: {},
      moduleToHandlerMapping: handlers,
      webpackRequire: shell,
    });
    expect(requireModule(shell, '3474')).toBe('shell react');
    expect(() => requireModule(shell, '9451')).toThrow('zod is not available for eager consumption');
  });

  it('makes a module whose shared copy failed to load throw when required, and tries again next time', async () => {
    let attempts = 0;
    const flaky: SharedOffer = {
      ...lazyOffer('7.8.2', 'rxjs'),
      get: () =>
        ++attempts === 1 ? Promise.reject(new Error('chunk 623 failed')) : Promise.resolve(() => 'rxjs'),
    };
    startContainer('shell', { rxjs: [flaky] });
    const remote = startContainer('mf_catalog');
    const installedModules = {};
    const consume = async () => {
      const promises: Array<Promise<unknown> | 0> = [];
      bundlerRuntime.consumes({
        chunkId: 'page',
        promises,
        chunkMapping: { page: ['4181'] },
        installedModules,
        moduleToHandlerMapping: { '4181': handler('rxjs', 'own rxjs', '^7.0.0') },
        webpackRequire: remote,
      });
      await Promise.all(promises);
    };
    await consume();
    expect(() => requireModule(remote, '4181')).toThrow('chunk 623 failed');
    await consume();
    expect(requireModule(remote, '4181')).toBe('rxjs');
  });

  it("initialises a remote's container with the host's scopes and its share scope", async () => {
    const remote = startContainer('mf_catalog', { react: [lazyOffer('19.3.1', 'catalog react')] });
    const hostScopes = {};
    await bundlerRuntime.initContainerEntry({
      webpackRequire: remote,
      shareScopeKey: 'default',
      initScope: [],
      remoteEntryInitOptions: { shareScopeMap: hostScopes },
    });
    expect(remote.federation.instance?.shareScopeMap).toBe(hostScopes);
    expect(Object.keys((hostScopes as Record<string, Record<string, unknown>>).default!)).toEqual(['react']);
    expect(remote.I).toHaveBeenCalledWith('default', []);
  });

  it('says what it does not do: remotes declared at build time', () => {
    expect(() => bundlerRuntime.remotes()).toThrow("not built into the shop's Module Federation runtime");
  });
});
