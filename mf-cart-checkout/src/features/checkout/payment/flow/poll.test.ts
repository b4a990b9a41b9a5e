import { poll } from './poll';

describe('poll', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks every interval until an answer comes', async () => {
    const answers = [undefined, undefined, 'done'];
    const check = jest.fn(async () => answers.shift());
    const result = poll(check, { intervalMs: 1000, timeoutMs: 10_000, signal: new AbortController().signal });
    await jest.advanceTimersByTimeAsync(999);
    expect(check).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(2001);
    await expect(result).resolves.toBe('done');
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('gives up when the time is over: 10 checks in 10 s, or 11 when it checks first', async () => {
    const signal = new AbortController().signal;
    const later = jest.fn(async () => undefined);
    const first = jest.fn(async () => undefined);
    const results = [
      poll(later, { intervalMs: 1000, timeoutMs: 10_000, signal }),
      poll(first, { intervalMs: 1000, timeoutMs: 10_000, signal, checkFirst: true }),
    ];
    await jest.advanceTimersByTimeAsync(10_000);
    await expect(Promise.all(results)).resolves.toEqual([undefined, undefined]);
    expect(later).toHaveBeenCalledTimes(10);
    expect(first).toHaveBeenCalledTimes(11);
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    const check = jest.fn(async () => undefined);
    const result = poll(check, { intervalMs: 1000, timeoutMs: 10_000, signal: controller.signal });
    await jest.advanceTimersByTimeAsync(2500);
    controller.abort();
    await expect(result).resolves.toBeUndefined();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(2);
  });
});
