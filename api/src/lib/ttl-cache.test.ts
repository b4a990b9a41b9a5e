import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  let clock = 0;
  beforeEach(() => {
    clock = 0;
  });

  it('loads once per key until the value is too old', async () => {
    const cache = new TtlCache<number>(100, 10, () => clock);
    const load = jest.fn(async () => clock);
    expect(await cache.get('a', load)).toBe(0);
    clock = 50;
    expect(await cache.get('a', load)).toBe(0);
    clock = 100;
    expect(await cache.get('a', load)).toBe(100);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new TtlCache<string>(100, 10, () => clock);
    const load = jest.fn(async () => 'x');
    await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load and the oldest entry past the size limit', async () => {
    const cache = new TtlCache<string>(100, 2, () => clock);
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 'ok')).toBe('ok');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    const reload = jest.fn(async () => 'again');
    expect(await cache.get('bad', reload)).toBe('again');
  });
});
