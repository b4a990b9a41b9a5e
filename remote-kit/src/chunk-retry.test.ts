import { retryChunkLoads } from './chunk-retry';

function runtimeFailing(times: number) {
  let calls = 0;
  const runtime = {
    e: jest.fn(async (_chunkId: string | number) => {
      calls += 1;
      if (calls <= times) throw Object.assign(new Error(`Loading chunk failed`), { name: 'ChunkLoadError' });
      return 'loaded';
    }),
  };
  return runtime;
}

describe('retryChunkLoads', () => {
  it('loads a chunk that fails twice on the third attempt', async () => {
    const runtime = runtimeFailing(2);
    const ensure = runtime.e;
    retryChunkLoads(runtime, { delayMs: 1 });
    await expect(runtime.e(169)).resolves.toBe('loaded');
    expect(ensure).toHaveBeenCalledTimes(3);
    expect(ensure).toHaveBeenCalledWith(169);
  });

  it('gives up after two retries with the last error', async () => {
    const runtime = runtimeFailing(5);
    const ensure = runtime.e;
    retryChunkLoads(runtime, { delayMs: 1 });
    await expect(runtime.e('page')).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(ensure).toHaveBeenCalledTimes(3);
  });

  it('patches a runtime once, however often it is asked', async () => {
    const runtime = runtimeFailing(5);
    const ensure = runtime.e;
    retryChunkLoads(runtime, { delayMs: 1 });
    retryChunkLoads(runtime, { delayMs: 1 });
    await expect(runtime.e(1)).rejects.toThrow();
    expect(ensure).toHaveBeenCalledTimes(3);
  });
});
