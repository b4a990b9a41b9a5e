import { type ShareScopeMap, type SharedOffer, chooseShared, loadShared, offerShared } from './share-scope';

const singleton = { singleton: true, requiredVersion: '^19.0.0' };

function offer(version: string, exports: unknown, config = singleton): SharedOffer {
  return { version, scope: ['default'], shareConfig: config, get: () => Promise.resolve(() => exports) };
}

describe('offering shared modules', () => {
  it('keeps the first offer of a version (the shell starts first) and adds other versions', () => {
    const scopes: ShareScopeMap = {};
    offerShared(scopes, 'shell', { react: [offer('19.3.1', 'shell react')] });
    offerShared(scopes, 'mf_catalog', {
      react: [offer('19.3.1', 'catalog react'), offer('19.4.0', 'newer')],
    });
    expect(scopes.default!.react!['19.3.1']!.from).toBe('shell');
    expect(scopes.default!.react!['19.4.0']!.from).toBe('mf_catalog');
  });

  it('puts an offer that names no scope in the default one', () => {
    const scopes: ShareScopeMap = {};
    offerShared(scopes, 'shell', { zod: [{ ...offer('4.6.7', 'zod'), scope: [] }] });
    expect(Object.keys(scopes.default!.zod!)).toEqual(['4.6.7']);
  });
});

describe('choosing the version a consumer gets (loaded-first)', () => {
  const scopeWith = (...offers: Array<[string, SharedOffer]>) => {
    const scopes: ShareScopeMap = {};
    for (const [from, one] of offers) offerShared(scopes, from, { react: [one] });
    return scopes.default!;
  };

  it('gives a singleton the version already loaded, even when a newer one is offered', async () => {
    const scope = scopeWith(['shell', offer('19.3.1', 'old')], ['mf_catalog', offer('19.4.0', 'new')]);
    const loaded = scope.react!['19.3.1']!;
    await loadShared(loaded);
    expect(chooseShared(scope, 'react', singleton)).toBe(loaded);
  });

  it('gives a singleton the newest version when none is loaded yet', () => {
    const scope = scopeWith(['shell', offer('19.3.1', 'old')], ['mf_catalog', offer('19.10.0', 'new')]);
    expect(chooseShared(scope, 'react', singleton)?.version).toBe('19.10.0');
  });

  it("uses a singleton outside the consumer's range and warns, or fails when the version is strict", () => {
    const scope = scopeWith(['shell', offer('18.2.0', 'react 18')]);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(chooseShared(scope, 'react', singleton)?.version).toBe('18.2.0');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('react 18.2.0 (from shell) does not satisfy ^19.0.0'),
    );
    warn.mockRestore();
    expect(() => chooseShared(scope, 'react', { ...singleton, strictVersion: true })).toThrow(
      'does not satisfy ^19.0.0',
    );
  });

  it('gives a non-singleton the newest version in its range, and nothing when none fits', () => {
    const config = { singleton: false, requiredVersion: '~19.3.0' };
    const scope = scopeWith(
      ['shell', offer('19.3.1', 'a', config)],
      ['mf_catalog', offer('19.3.4', 'b', config)],
      ['mf_account', offer('19.4.0', 'c', config)],
    );
    expect(chooseShared(scope, 'react', config)?.version).toBe('19.3.4');
    expect(chooseShared(scope, 'react', { singleton: false, requiredVersion: '^20.0.0' })).toBeUndefined();
    expect(chooseShared(scope, 'react-dom', config)).toBeUndefined();
  });
});

describe('loading a shared version', () => {
  it('takes an eager factory at once', () => {
    const factory = () => 'eager react';
    const shared = { version: '19.3.1', from: 'shell', shareConfig: singleton, get: () => factory };
    expect(loadShared(shared)).toBe(factory);
  });

  it('loads a lazy one once for every consumer', async () => {
    const get = jest.fn(() => Promise.resolve(() => 'react'));
    const shared = { version: '19.3.1', from: 'mf_catalog', shareConfig: singleton, get };
    const [first, second] = await Promise.all([loadShared(shared), loadShared(shared)]);
    expect(first).toBe(second);
    expect(loadShared(shared)).toBe(first);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next consumer tries again', async () => {
    const get = jest
      .fn<Promise<() => string>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(() => 'react');
    const shared = { version: '19.3.1', from: 'mf_catalog', shareConfig: singleton, get };
    await expect(loadShared(shared)).rejects.toThrow('chunk failed');
    await Promise.resolve();
    const factory = await loadShared(shared);
    expect(factory()).toBe('react');
  });
});
