/** Waits `ms`, or less if the signal aborts first. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

export interface PollOptions {
  intervalMs: number;
  /** Gives up once this long has passed since the poll began. */
  timeoutMs: number;
  signal: AbortSignal;
  /** Checks at once, then every interval; otherwise the first check comes after one interval. */
  checkFirst?: boolean;
}

/**
 * Asks `check` every interval until it gives an answer (anything but undefined), the time is
 * over or the signal aborts; then undefined.
 */
export async function poll<T>(
  check: () => Promise<T | undefined>,
  { intervalMs, timeoutMs, signal, checkFirst = false }: PollOptions,
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  if (checkFirst && !signal.aborted) {
    const answer = await check();
    if (answer !== undefined) return answer;
  }
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0 || signal.aborted) return undefined;
    await pause(Math.min(intervalMs, left), signal);
    if (signal.aborted) return undefined;
    const answer = await check();
    if (answer !== undefined) return answer;
  }
}
