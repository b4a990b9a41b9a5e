const QUICK_MS = 100;
const QUICK_IN_A_ROW = 3;
const GIVE_UP_MS = 60_000;
/** A small page: with server rendering on, it waits in the render workers' queue like any page. */
const PROBE_PAGE = '/login';

async function probeMs(baseUrl: string): Promise<number> {
  const started = performance.now();
  for (const path of ['/api/health', PROBE_PAGE]) await (await fetch(`${baseUrl}${path}`)).text();
  return performance.now() - started;
}

/**
 * Waits until the shop answers its health check and a small page quickly a few times in a row:
 * after a target, it still works through what the load left queued (renders past their budget,
 * the API reads they started), and after start-up through its own warming; the next target must
 * not pay for either. Returns how long it waited (ms), or undefined when it gave up.
 */
export async function waitUntilQuiet(baseUrl: string): Promise<number | undefined> {
  const started = performance.now();
  let quick = 0;
  while (performance.now() - started < GIVE_UP_MS) {
    quick = (await probeMs(baseUrl)) < QUICK_MS ? quick + 1 : 0;
    if (quick === QUICK_IN_A_ROW) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}
