/**
 * Runs `attempt`, and again after a failure up to `times` more times, waiting
 * `delayMs(failures)` before each new attempt; the last failure is thrown.
 */
export async function withRetries<T>(
  times: number,
  delayMs: (failures: number) => number,
  attempt: () => T | Promise<T>,
): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (failures >= times) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs(failures + 1)));
    }
  }
}
