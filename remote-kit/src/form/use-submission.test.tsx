import { act, renderHook } from '@testing-library/react';
import { useSubmission } from './use-submission';

/** A request the test answers when it wants. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('useSubmission', () => {
  it('is pending while the request is in flight and ignores a second submit meanwhile', async () => {
    const { result } = renderHook(() => useSubmission());
    const request = deferred();
    const run = jest.fn(() => request.promise);
    let first!: Promise<void>;
    act(() => {
      first = result.current.submit(run);
    });
    expect(result.current.pending).toBe(true);
    await act(() => result.current.submit(run));
    expect(run).toHaveBeenCalledTimes(1);
    await act(async () => {
      request.resolve();
      await first;
    });
    expect(result.current.pending).toBe(false);
  });

  it('is usable again after a request that failed', async () => {
    const { result } = renderHook(() => useSubmission());
    await act(() => result.current.submit(() => Promise.reject(new Error('boom'))).catch(() => undefined));
    expect(result.current.pending).toBe(false);
  });

  it('aborts the request in flight when the form goes away', () => {
    const { result, unmount } = renderHook(() => useSubmission());
    let signal!: AbortSignal;
    act(() => {
      void result.current.submit(async (given) => {
        signal = given;
        await new Promise(() => undefined);
      });
    });
    unmount();
    expect(signal.aborted).toBe(true);
  });
});
