import { type Reply } from './load-http';

// A bystander during a load run: one ordinary call every `everyMs`, timed, to see whether the
// crowd on one product slows down everyone else on the same instances.

export interface ProbeResult {
  calls: number;
  /** Calls that did not answer 200. */
  failed: number;
  medianMs: number;
  maxMs: number;
}

export function startProbe(call: () => Promise<Reply>, everyMs = 100) {
  const times: number[] = [];
  let failed = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const reply = await call();
      times.push(performance.now() - started);
      if (!reply.answered || reply.status !== 200) failed += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async (): Promise<ProbeResult> => {
      running = false;
      await loop;
      const sorted = [...times].sort((a, b) => a - b);
      return {
        calls: sorted.length,
        failed,
        medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
        maxMs: Math.round(sorted.at(-1) ?? 0),
      };
    },
  };
}
