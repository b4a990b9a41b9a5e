import { INLINE_REGISTRY_ID, LAST_KNOWN_GOOD_KEY, REGISTRY_URL, loadRemoteRegistry } from './remote-registry';

const registry = {
  mf_catalog: '/mf/mf-catalog/abc123/mf-manifest.json',
  mf_cart_checkout: 'https://cdn.example/cart/def456/mf-manifest.json',
};

// jsdom has no fetch Response: a minimal stand-in with what the registry reads.
const answer = (status: number, body: unknown) =>
  jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  })) as unknown as typeof fetch;

describe('loadRemoteRegistry', () => {
  beforeEach(() => localStorage.clear());
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('reads /remotes.json uncached and keeps it as the last-known-good copy', async () => {
    const fetchImpl = answer(200, registry);
    const result = await loadRemoteRegistry(fetchImpl, localStorage);
    expect(result).toEqual({ registry, source: 'network' });
    expect(fetchImpl).toHaveBeenCalledWith(REGISTRY_URL, { cache: 'no-store' });
    expect(JSON.parse(localStorage.getItem(LAST_KNOWN_GOOD_KEY)!)).toEqual(registry);
  });

  it('falls back to the last-known-good copy when the registry cannot be fetched', async () => {
    localStorage.setItem(LAST_KNOWN_GOOD_KEY, JSON.stringify(registry));
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await loadRemoteRegistry(offline, localStorage)).toEqual({ registry, source: 'last-known-good' });
    expect(await loadRemoteRegistry(answer(503, {}), localStorage)).toEqual({
      registry,
      source: 'last-known-good',
    });
  });

  it('does not overwrite the good copy with a broken registry', async () => {
    localStorage.setItem(LAST_KNOWN_GOOD_KEY, JSON.stringify(registry));
    const result = await loadRemoteRegistry(answer(200, { mf_catalog: 42 }), localStorage);
    expect(result.source).toBe('last-known-good');
    expect(JSON.parse(localStorage.getItem(LAST_KNOWN_GOOD_KEY)!)).toEqual(registry);
  });

  it('gives an empty registry when there is neither', async () => {
    expect(await loadRemoteRegistry(answer(500, {}), localStorage)).toEqual({ registry: {}, source: 'none' });
  });

  describe('written into the page by the server', () => {
    const writeIntoPage = (content: string) => {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = INLINE_REGISTRY_ID;
      element.textContent = content;
      document.head.append(element);
    };
    afterEach(() => document.getElementById(INLINE_REGISTRY_ID)?.remove());

    it('is read without a request and kept as the last-known-good copy', async () => {
      writeIntoPage(JSON.stringify(registry));
      const fetchImpl = answer(200, {});
      expect(await loadRemoteRegistry(fetchImpl, localStorage, document)).toEqual({
        registry,
        source: 'page',
      });
      expect(fetchImpl).not.toHaveBeenCalled();
      expect(JSON.parse(localStorage.getItem(LAST_KNOWN_GOOD_KEY)!)).toEqual(registry);
    });

    it('is read once: a later read (a retry after a failure) asks the server again', async () => {
      writeIntoPage(JSON.stringify(registry));
      await loadRemoteRegistry(answer(200, {}), localStorage, document);
      const rolledBack = { mf_catalog: '/mf/mf-catalog/000111/mf-manifest.json' };
      const fetchImpl = answer(200, rolledBack);
      expect(await loadRemoteRegistry(fetchImpl, localStorage, document)).toEqual({
        registry: rolledBack,
        source: 'network',
      });
      expect(fetchImpl).toHaveBeenCalledWith(REGISTRY_URL, { cache: 'no-store' });
    });

    it('is ignored when broken: the registry is fetched instead', async () => {
      writeIntoPage('{"mf_catalog": 42');
      expect(await loadRemoteRegistry(answer(200, registry), localStorage, document)).toEqual({
        registry,
        source: 'network',
      });
    });
  });
});
