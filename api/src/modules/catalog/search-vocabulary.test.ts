import { SearchVocabulary } from './search-vocabulary';

describe('SearchVocabulary', () => {
  it('loads once, serves the cache, and refreshes in the background when stale', async () => {
    let clock = 0;
    let version = 0;
    const load = jest.fn(async () => [`v${++version}`]);
    const vocabulary = new SearchVocabulary(load, 100, () => clock);

    expect(await vocabulary.get()).toEqual(['v1']);
    expect(await vocabulary.get()).toEqual(['v1']);
    expect(load).toHaveBeenCalledTimes(1);

    clock = 150;
    expect(await vocabulary.get()).toEqual(['v1']);
    await Promise.resolve();
    expect(await vocabulary.get()).toEqual(['v2']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps serving the old words when a refresh fails', async () => {
    let clock = 0;
    const load = jest.fn().mockResolvedValueOnce(['old']).mockRejectedValueOnce(new Error('db down'));
    const vocabulary = new SearchVocabulary(load, 10, () => clock);
    await vocabulary.get();
    clock = 20;
    expect(await vocabulary.get()).toEqual(['old']);
  });
});
