import { BUNDLER_RUNTIME_KEY, type WebpackRequire, pageShareScopes, startContainer } from './bundler-runtime';
import { type FactoryGetter } from './share-scope';

// Containers as rspack's Module Federation build leaves them: a `__webpack_require__` with its
// share data, consume data and placeholders (functions that throw until the startup replaces
// them), started by `startContainer` as the build's startup module calls it.
const placeholder = (name: string) => () => {
  throw new Error(`should have __webpack_require__.${name}`);
};

interface Provided {
  version: string;
  factory: FactoryGetter;
  eager?: boolean;
}
type Consumed = Record<string, { shareKey: string; fallback: FactoryGetter; requiredVersion: string }>;

function container(
  provides: Record<string, Provided>,
  consumes: Consumed = {},
  extra: Partial<WebpackRequire> = {},
): WebpackRequire {
  return {
    m: {},
    c: {},
    f: { consumes: placeholder('f.consumes') },
    S: {},
    I: placeholder('I'),
    federation: {},
    initializeSharingData: {
      scopeToSharingDataMapping: {
        default: Object.entries(provides).map(([name, { version, factory, eager }]) => ({
          name,
          version,
          factory,
          eager: eager ? 1 : 0,
          singleton: 1,
          requiredVersion: `^${version.split('.')[0]}.0.0`,
        })),
      },
    },
    consumesLoadingData: {
      chunkMapping: { page: Object.keys(consumes) },
      moduleIdToConsumeDataMapping: Object.fromEntries(
        Object.entries(consumes).map(([id, data]) => [
          id,
          { ...data, shareScope: 'default', singleton: true, strictVersion: false, eager: false },
        ]),
      ),
    },
    ...extra,
  };
}

const lazy =
  (exports: unknown): FactoryGetter =>
  () =>
    Promise.resolve(() => exports);
const eager =
  (exports: unknown): FactoryGetter =>
  () =>
  () =>
    exports;

function requireModule(webpackRequire: WebpackRequire, id: string): unknown {
  const module = { exports: undefined as unknown };
  webpackRequire.m[id]!(module);
  return module.exports;
}

/** Loads the chunk 'page' of a container, as rspack's chunk loading waits for its consumes. */
async function loadPageChunk(webpackRequire: WebpackRequire): Promise<void> {
  const promises: Array<Promise<unknown> | 0> = [];
  webpackRequire.f.consumes!('page', promises);
  await Promise.all(promises);
}

function startShell() {
  const shell = container(
    {
      react: { version: '19.3.1', factory: eager('shell react'), eager: true },
      zod: { version: '4.6.7', factory: lazy('zod') },
    },
    {},
    { consumesLoadingData: {} },
  );
  startContainer(shell, 'shell');
  return shell;
}

beforeEach(() => {
  delete (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_KEY];
});

describe("the shop's Module Federation bundler runtime", () => {
  it('leaves startContainer and the share scopes on the page for the remotes', () => {
    const scopes = pageShareScopes();
    const onPage = (
      globalThis as unknown as Record<string, { shareScopeMap: unknown; startContainer: unknown }>
    )[BUNDLER_RUNTIME_KEY]!;
    expect(onPage).toEqual({ shareScopeMap: scopes, startContainer });
  });

  it("gives a remote the shell's React, not its own copy", async () => {
    startShell();
    const remote = container(
      { react: { version: '19.3.1', factory: lazy('catalog react') } },
      { '5279': { shareKey: 'react', fallback: lazy('catalog react'), requiredVersion: '^19.0.0' } },
    );
    startContainer(remote, 'mf_catalog');
    await loadPageChunk(remote);
    expect(requireModule(remote, '5279')).toBe('shell react');
    expect(remote.S).toBe(pageShareScopes());
    expect(pageShareScopes().default!.react!['19.3.1']!.from).toBe('shell');
  });

  it('gives a consumer its own copy of a module nobody shares', async () => {
    startShell();
    const remote = container(
      {},
      { '42': { shareKey: 'left-pad', fallback: lazy('own left-pad'), requiredVersion: '^1.0.0' } },
    );
    startContainer(remote, 'mf_catalog');
    await loadPageChunk(remote);
    expect(requireModule(remote, '42')).toBe('own left-pad');
  });

  it("runs the shell's eager modules at once, and refuses one only a lazy chunk provides", () => {
    const shell = container(
      {
        react: { version: '19.3.1', factory: eager('shell react'), eager: true },
        zod: { version: '4.6.7', factory: lazy('zod') },
      },
      {
        '3474': { shareKey: 'react', fallback: eager('unused'), requiredVersion: '^19.0.0' },
        '9451': { shareKey: 'zod', fallback: eager('unused'), requiredVersion: '^4.0.0' },
      },
    );
    shell.consumesLoadingData!.initialConsumes = ['3474', '9451'];
    startContainer(shell, 'shell');
    expect(requireModule(shell, '3474')).toBe('shell react');
    expect(() => requireModule(shell, '9451')).toThrow('zod is not available for eager consumption');
  });

  it('makes a module whose shared copy failed to load throw when required, and tries again next time', async () => {
    let attempts = 0;
    const flaky: FactoryGetter = () =>
      ++attempts === 1 ? Promise.reject(new Error('chunk 623 failed')) : Promise.resolve(() => 'rxjs');
    startContainer(
      container({ rxjs: { version: '7.8.2', factory: flaky } }, {}, { consumesLoadingData: {} }),
      'shell',
    );
    const remote = container(
      {},
      { '4181': { shareKey: 'rxjs', fallback: lazy('own rxjs'), requiredVersion: '^7.0.0' } },
    );
    startContainer(remote, 'mf_catalog');
    await loadPageChunk(remote);
    expect(() => requireModule(remote, '4181')).toThrow('chunk 623 failed');
    await loadPageChunk(remote);
    expect(requireModule(remote, '4181')).toBe('rxjs');
  });

  it("gives a remote's container entry init (the host's scopes) and get (its exposes)", async () => {
    const remote = container(
      { react: { version: '19.3.1', factory: lazy('catalog react') } },
      {},
      {
        initContainer: placeholder('initContainer'),
        getContainer: placeholder('getContainer'),
        initializeExposesData: {
          moduleMap: { './routes': () => Promise.resolve(() => 'routes') },
          shareScope: 'default',
        },
      },
    );
    startContainer(remote, 'mf_catalog');
    const hostScopes = {};
    await remote.initContainer!({}, [], { shareScopeMap: hostScopes });
    expect(remote.S).toBe(hostScopes);
    expect(Object.keys((hostScopes as Record<string, object>).default!)).toEqual(['react']);
    const factory = (await remote.getContainer!('./routes', undefined)) as () => unknown;
    expect(factory()).toBe('routes');
    await expect(remote.getContainer!('./service', undefined)).rejects.toThrow(
      'Module "./service" does not exist in container.',
    );
  });

  it('says what it does not do: remotes declared at build time', () => {
    const host = container({}, {}, { consumesLoadingData: {} });
    host.f.remotes = placeholder('f.remotes');
    startContainer(host, 'shell');
    expect(() => host.f.remotes!('chunk', [])).toThrow("not built into the shop's Module Federation runtime");
  });
});
