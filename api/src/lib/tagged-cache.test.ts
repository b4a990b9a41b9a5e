import { TaggedCache } from './tagged-cache';

/** A load the test finishes by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('TaggedCache', () => {
  it('keeps a value and shares one load between concurrent callers of a key', async () => {
    const cache = new TaggedCache<{ n: number }>({ max: 10 });
    let loads = 0;
    const gate = deferred<void>();
    const load = async () => {
      loads++;
      await gate.promise;
      return { value: { n: loads }, tags: ['t'] };
    };
    const both = Promise.all([cache.fetch('k', load), cache.fetch('k', load)]);
    gate.resolve();
    expect(await both).toEqual([{ n: 1 }, { n: 1 }]);
    expect(await cache.fetch('k', load)).toEqual({ n: 1 });
    expect(cache.peek('k')).toEqual({ n: 1 });
    expect(loads).toBe(1);
  });

  it('drops the entries of an invalidated tag only', async () => {
    const cache = new TaggedCache<{ v: string }>({ max: 10 });
    await cache.fetch('a', async () => ({ value: { v: 'a' }, tags: ['product:1', 'search'] }));
    await cache.fetch('b', async () => ({ value: { v: 'b' }, tags: ['product:2'] }));
    cache.invalidate(['product:1']);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')).toEqual({ v: 'b' });
  });

  it('drops every key of a tag, and forgets a key the cache let go', async () => {
    const cache = new TaggedCache<{ v: string }>({ max: 2 });
    await cache.fetch('es', async () => ({ value: { v: 'es' }, tags: ['product:1'] }));
    await cache.fetch('en', async () => ({ value: { v: 'en' }, tags: ['product:1'] }));
    cache.invalidate(['product:1']);
    expect([cache.peek('es'), cache.peek('en')]).toEqual([undefined, undefined]);
    await cache.fetch('es', async () => ({ value: { v: 'es' }, tags: ['product:1'] }));
    await cache.fetch('other', async () => ({ value: { v: 'other' }, tags: ['product:2'] }));
    // Past two entries the least recently used goes: 'es', whose tag then names no key.
    await cache.fetch('third', async () => ({ value: { v: 'third' }, tags: ['product:2'] }));
    expect(cache.peek('es')).toBeUndefined();
    await cache.fetch('es', async () => ({ value: { v: 'es again' }, tags: ['product:1'] }));
    cache.invalidate(['product:2']);
    expect(cache.peek('es')).toEqual({ v: 'es again' });
    expect([cache.peek('other'), cache.peek('third')]).toEqual([undefined, undefined]);
  });

  it('hands out, but does not keep, a value whose tag was invalidated while it loaded', async () => {
    const cache = new TaggedCache<{ v: string }>({ max: 10 });
    const gate = deferred<void>();
    const loading = cache.fetch('k', async () => {
      await gate.promise;
      return { value: { v: 'read before the change' }, tags: ['type:3'] };
    });
    cache.invalidate(['type:3']);
    gate.resolve();
    expect(await loading).toEqual({ v: 'read before the change' });
    expect(cache.peek('k')).toBeUndefined();
  });

  it('never lets a caller that came after a change join a load that started before it', async () => {
    const cache = new TaggedCache<{ v: number }>({ max: 10 });
    const gate = deferred<void>();
    let loads = 0;
    const load = async () => {
      const n = ++loads;
      await gate.promise;
      return { value: { v: n }, tags: ['product:1'] };
    };
    const before = cache.fetch('k', load);
    cache.invalidate(['product:1']);
    const after = cache.fetch('k', load);
    const alongside = cache.fetch('k', load);
    gate.resolve();
    expect(await before).toEqual({ v: 1 });
    expect(await after).toEqual({ v: 2 });
    expect(await alongside).toEqual({ v: 2 });
    expect(loads).toBe(2);
    expect(cache.peek('k')).toEqual({ v: 2 });
  });

  it('keeps nothing of a held tag until it is released', async () => {
    const cache = new TaggedCache<{ v: number }>({ max: 10 });
    await cache.fetch('k', async () => ({ value: { v: 1 }, tags: ['product:9'] }));
    cache.hold(['product:9'], 60_000);
    expect(cache.peek('k')).toBeUndefined();
    await cache.fetch('k', async () => ({ value: { v: 2 }, tags: ['product:9'] }));
    expect(cache.peek('k')).toBeUndefined();
    cache.release(['product:9']);
    await cache.fetch('k', async () => ({ value: { v: 3 }, tags: ['product:9'] }));
    expect(cache.peek('k')).toEqual({ v: 3 });
  });

  it('passes a load’s failure on and keeps nothing', async () => {
    const cache = new TaggedCache<{ v: number }>({ max: 10 });
    await expect(cache.fetch('k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(cache.peek('k')).toBeUndefined();
  });

  it('clears everything; a load in flight then loads again, after the clear', async () => {
    const cache = new TaggedCache<{ v: number }>({ max: 10 });
    await cache.fetch('a', async () => ({ value: { v: 1 }, tags: [] }));
    const gate = deferred<void>();
    let loads = 0;
    const loading = cache.fetch('b', async () => {
      loads++;
      await gate.promise;
      return { value: { v: loads }, tags: [] };
    });
    cache.clear();
    gate.resolve();
    expect(await loading).toEqual({ v: 2 });
    expect(loads).toBe(2);
    expect(cache.peek('a')).toBeUndefined();
  });

  it('keeps what a read outside fetch found, unless a change of its tags or a clear came since', async () => {
    const cache = new TaggedCache<{ v: string }, number>({ max: 10 });
    const startedAt = cache.epoch;
    cache.invalidate(['product:2']);
    cache.hold(['product:3'], 60_000);
    for (const id of [1, 2, 3])
      cache.keep(id, { value: { v: `read ${id}` }, tags: [`product:${id}`] }, startedAt);
    expect([cache.peek(1), cache.peek(2), cache.peek(3)]).toEqual([{ v: 'read 1' }, undefined, undefined]);
    // What is kept already stays: as new as the read, or newer.
    cache.keep(1, { value: { v: 'read again' }, tags: ['product:1'] }, cache.epoch);
    expect(cache.peek(1)).toEqual({ v: 'read 1' });
    // Kept values go with their tags, as fetched ones do.
    cache.invalidate(['product:1']);
    expect(cache.peek(1)).toBeUndefined();
    const beforeClear = cache.epoch;
    cache.clear();
    cache.keep(4, { value: { v: 'read before the clear' }, tags: ['product:4'] }, beforeClear);
    expect(cache.peek(4)).toBeUndefined();
  });

  describe('with tags written from the keys (keyTag)', () => {
    const productTag = {
      tagOf: (id: number) => `product:${id}`,
      keyOf: (tag: string) => (tag.startsWith('product:') ? Number(tag.slice('product:'.length)) : undefined),
    };
    const cards = () => new TaggedCache<{ v: string }, number>({ max: 10, keyTag: productTag });

    it("drops the entry a tag names by its key, and nothing for another thing's tag", async () => {
      const cache = cards();
      await cache.fetch(1, async () => ({ value: { v: 'one' }, tags: [] }));
      await cache.fetch(2, async () => ({ value: { v: 'two' }, tags: [] }));
      cache.invalidate(['type:1', 'search', 'product:2']);
      expect([cache.peek(1), cache.peek(2)]).toEqual([{ v: 'one' }, undefined]);
    });

    it('hands out, but does not keep, a load its key was changed during, or a read held or changed since', async () => {
      const cache = cards();
      const gate = deferred<void>();
      const loading = cache.fetch(5, async () => {
        await gate.promise;
        return { value: { v: 'read before the change' }, tags: [] };
      });
      cache.invalidate(['product:5']);
      gate.resolve();
      expect(await loading).toEqual({ v: 'read before the change' });
      expect(cache.peek(5)).toBeUndefined();

      const startedAt = cache.epoch;
      cache.hold(['product:6'], 60_000);
      cache.invalidate(['product:7']);
      for (const id of [6, 7, 8]) cache.keep(id, { value: { v: `read ${id}` }, tags: [] }, startedAt);
      expect([cache.peek(6), cache.peek(7), cache.peek(8)]).toEqual([undefined, undefined, { v: 'read 8' }]);
      cache.release(['product:6']);
      cache.keep(6, { value: { v: 'read 6 again' }, tags: [] }, cache.epoch);
      expect(cache.peek(6)).toEqual({ v: 'read 6 again' });
    });
  });
});
