/**
 * Resolves once a server answers at `origin` (any status: it is listening), or with false
 * when it has not by `timeoutMs`.
 */
export async function waitUntilAnswering(origin: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answered = await fetch(origin, { signal: AbortSignal.timeout(2000) }).then(
      async (response) => {
        await response.body?.cancel();
        return true;
      },
      () => false,
    );
    if (answered) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}
